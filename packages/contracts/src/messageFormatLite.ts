// The browser's formatter of pre-parsed ICU messages: the site's build aliases intl-messageformat to this module,
// because the first-load byte budget has no room for intl-messageformat's own formatter. It formats the subset the
// copy uses (text, arguments, `#`, plural with exact values and offset, select, plain numbers) as intl-messageformat
// does; the build refuses a message with anything else, and apps/site/build/preparseMessages.test.ts checks that both
// agree on every message of the copy.

/** FormatJS's parsed message elements, as far as this formatter reads them. */
export type LiteElement =
  | { type: 0; value: string }
  | { type: 1; value: string }
  | { type: 2; value: string; style?: unknown }
  | { type: 5; value: string; options: Record<string, { value: LiteElement[] }> }
  | {
      type: 6;
      value: string;
      options: Record<string, { value: LiteElement[] }>;
      offset: number;
      pluralType?: Intl.PluralRulesOptions['type'];
    }
  | { type: 7 };

/** Whether every element of a parsed message is one this formatter formats. */
export function isLiteMessage(elements: readonly { type: number }[]): boolean {
  return elements.every((element) => {
    const el = element as LiteElement & { style?: unknown; options?: Record<string, { value: { type: number }[] }> };
    if (el.type === 2) return el.style == null;
    if (el.type === 5 || el.type === 6)
      return Object.values(el.options!).every((option) => isLiteMessage(option.value));
    return el.type === 0 || el.type === 1 || el.type === 7;
  });
}

const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();

function numberFormat(locale: string): Intl.NumberFormat {
  let format = numberFormats.get(locale);
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(locale)));
  return format;
}

function pluralRule(locale: string, type: Intl.PluralRulesOptions['type'] = 'cardinal'): Intl.PluralRules {
  const key = `${locale} ${type}`;
  let rules = pluralRules.get(key);
  if (!rules) pluralRules.set(key, (rules = new Intl.PluralRules(locale, { type })));
  return rules;
}

function formatElements(
  elements: readonly LiteElement[],
  locale: string,
  values: Record<string, unknown>,
  count?: number,
): string {
  let out = '';
  for (const el of elements) {
    if (el.type === 0) out += el.value;
    else if (el.type === 7) out += count === undefined ? '' : numberFormat(locale).format(count);
    else {
      if (!(el.value in values)) throw new Error(`The message needs the value "${el.value}"`);
      const value = values[el.value];
      if (el.type === 1) out += typeof value === 'string' || typeof value === 'number' ? String(value) : '';
      else if (el.type === 2) out += numberFormat(locale).format(value as number);
      else {
        const n = Number(value) - (el.type === 6 ? el.offset : 0);
        const key =
          el.type === 6 && !Object.hasOwn(el.options, `=${String(value)}`)
            ? pluralRule(locale, el.pluralType).select(n)
            : el.type === 6
              ? `=${String(value)}`
              : String(value);
        const option = (Object.hasOwn(el.options, key) ? el.options[key] : undefined) ?? el.options.other;
        if (!option) throw new Error(`The message has no option "${key}" for "${el.value}"`);
        out += formatElements(option.value, locale, values, el.type === 6 ? n : count);
      }
    }
  }
  return out;
}

/** The part of intl-messageformat's IntlMessageFormat that formatMessage uses, for parsed messages only. */
export class IntlMessageFormat {
  private readonly elements: readonly LiteElement[];
  private readonly locale: string;

  constructor(message: readonly LiteElement[] | string, locale: string) {
    if (typeof message === 'string') throw new Error('The browser formats only messages parsed at build time');
    this.elements = message;
    this.locale = locale;
  }

  format(values: Record<string, unknown> = {}): string {
    return formatElements(this.elements, this.locale, values);
  }
}
