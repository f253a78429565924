/**
 * The provider's checkout markup (an HTML page or fragment holding a self-posting form, or an
 * iframe), made safe to put into our page: scripts and inline event handlers are dropped, since
 * all the page needs is the form's fields, which it submits itself.
 */
export interface ProviderMarkup {
  /** The first form, imported into the current document, ready to be inserted and submitted. */
  form: HTMLFormElement | null;
  hasIframe: boolean;
  /** The cleaned body markup, for the embedded "Complete Your Payment" overlay. */
  markup: string;
  /** Whether there is anything at all to show or submit. */
  empty: boolean;
}

export function parseProviderMarkup(html: string, doc: Document = document): ProviderMarkup {
  const parsed = new DOMParser().parseFromString(html, 'text/html');
  parsed.querySelectorAll('script, noscript, style, link, meta, base').forEach((node) => node.remove());
  parsed.body.querySelectorAll('*').forEach((element) => {
    for (const attribute of Array.from(element.attributes)) {
      const value = attribute.value.trim().toLowerCase();
      if (attribute.name.toLowerCase().startsWith('on') || value.startsWith('javascript:')) {
        element.removeAttribute(attribute.name);
      }
    }
  });
  const form = parsed.body.querySelector('form');
  const hasIframe = parsed.body.querySelector('iframe') !== null;
  const empty = parsed.body.children.length === 0 && (parsed.body.textContent ?? '').trim() === '';
  return {
    form: form ? (doc.importNode(form, true) as HTMLFormElement) : null,
    hasIframe,
    markup: parsed.body.innerHTML,
    empty,
  };
}
