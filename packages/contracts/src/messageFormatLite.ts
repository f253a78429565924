// The browser's formatter of pre-parsed ICU messages: the site's build aliases intl-messageformat to this module,
// because the first-load byte budget has no room for intl-messageformat's own formatter. It formats the subset the
// copy uses (text, arguments, `#`, cardinal plural with exact values, select) as intl-messageformat
// does; the build refuses a message with anything else, and apps/site/build/preparseMessages.test.ts checks that both
// agree on every message of the copy.

/** FormatJS's parsed message elements, as far as this formatter reads them (the build drops default fields). */
export type LiteElement =
  | { type: 0; value: string }
  | { type: 1; value: string }
  | { type: 5; value: string; options: Record<string, { value: LiteElement[] }> }
  | { type: 6; value: string; options: Record<string, { value: LiteElement[] }> }
  | { type: 7 };

/** Whether every element of a parsed message is one this formatter formats. */
export function isLiteMessage(elements: readonly { type: number }[]): boolean {
  return elements.every((element) => {
    const el = element as {
      type: number;
      options?: Record<string, { value: { type: number }[] }>;
      offset?: number;
      pluralType?: string;
    };
    if (el.type === 6 && ((el.offset ?? 0) !== 0 || (el.pluralType ?? 'cardinal') !== 'cardinal')) return false;
    if (el.type === 5 || el.type === 6)
      return Object.values(el.options!).every((option) => isLiteMessage(option.value));
    return el.type === 0 || el.type === 1 || el.type === 7;
  });
}

function formatElements(
  elements: readonly LiteElement[],
  locale: string,
  values: Record<string, unknown>,
  count = 0,
): string {
  let out = '';
  for (const el of elements) {
    if (el.type === 0) out += el.value;
    else if (el.type === 7) out += count.toLocaleString(locale);
    else {
      // formatMessage's types guarantee each value, a string or number.
      const value = values[el.value] as string | number;
      if (el.type === 1) out += value;
      else {
        const { options } = el;
        const chosen =
          el.type === 6
            ? (options[`=${value}`] ?? options[new Intl.PluralRules(locale).select(Number(value))])
            : options[value];
        out += formatElements((chosen ?? options.other)!.value, locale, values, el.type === 6 ? Number(value) : count);
      }
    }
  }
  return out;
}

/** The part of intl-messageformat's IntlMessageFormat that formatMessage uses, for parsed messages only. */
export class IntlMessageFormat {
  readonly format: (values: Record<string, unknown>) => string;

  constructor(elements: readonly LiteElement[], locale: string) {
    this.format = (values) => formatElements(elements, locale, values);
  }
}
