// The one message format of the product's copy: ICU MessageFormat through intl-messageformat
// (docs/decisions/0030-message-format.md). A text with arguments is an ICU message formatted here, so plural and
// select choices live in the message a translator edits; a text without arguments stays a plain string.
// The site's build replaces each literal given to formatMessage with its parsed form and formats it in the browser
// with messageFormatLite.ts (apps/site/build/preparseMessages.ts); Node (API, prerender) uses intl-messageformat.
import { IntlMessageFormat } from 'intl-messageformat';

/** The language every message is written in until the copy is translated. */
export const MESSAGE_LOCALE = 'en-IN';

/** The parsed form of a message, as the site's build passes it instead of the source. */
export type ParsedMessage = ConstructorParameters<typeof IntlMessageFormat>[0] & readonly object[];

type Trim<S extends string> = S extends ` ${infer R}` ? Trim<R> : S extends `${infer R} ` ? Trim<R> : S;

/** Splits S after the `}` that closes the brace level it starts in: [inside, after]. */
type SplitClosing<
  S extends string,
  Depth extends unknown[] = [],
  Inside extends string = '',
> = S extends `${infer C}${infer R}`
  ? C extends '{'
    ? SplitClosing<R, [...Depth, 0], `${Inside}{`>
    : C extends '}'
      ? Depth extends [unknown, ...infer Outer]
        ? SplitClosing<R, Outer, `${Inside}}`>
        : [Inside, R]
      : SplitClosing<R, Depth, `${Inside}${C}`>
  : [Inside, ''];

type ValueOfType<T extends string> = T extends 'plural' | 'selectordinal' | 'number'
  ? number
  : T extends 'select'
    ? string
    : T extends 'date' | 'time'
      ? Date | number
      : never;

/** The arguments named in the option bodies of a plural or select (`one {# hour} other {# hours}`). */
type OptionValues<S extends string> = S extends `${string}{${infer R}`
  ? SplitClosing<R> extends [infer Body extends string, infer After extends string]
    ? MessageValuesOf<Body> & OptionValues<After>
    : unknown
  : unknown;

/** One argument (`name`, `name, number` or `name, plural, options`) and those nested in its options. */
type ArgumentValues<S extends string> = S extends `${infer Name},${infer Rest}`
  ? Rest extends `${infer Type},${infer Options}`
    ? { [K in Trim<Name>]: ValueOfType<Trim<Type>> } & OptionValues<Options>
    : { [K in Trim<Name>]: ValueOfType<Trim<Rest>> }
  : { [K in Trim<S>]: string | number };

/** The values an ICU message needs, read from its source text: `{hours, plural, ...}` needs `{ hours: number }`. */
export type MessageValuesOf<S extends string> = S extends `${string}{${infer R}`
  ? SplitClosing<R> extends [infer Argument extends string, infer After extends string]
    ? ArgumentValues<Argument> & MessageValuesOf<After>
    : unknown
  : unknown;

type Values<S extends string> = { [K in keyof MessageValuesOf<S>]: MessageValuesOf<S>[K] };

const compiled = new Map<string | ParsedMessage, IntlMessageFormat>();

/**
 * Formats an ICU message with its values; the values' names and types are checked against the message's text.
 * Compiled messages are kept, so a message is parsed once per process.
 */
export function formatMessage<const S extends string>(message: S, values: Values<S>): string {
  const source = message as string | ParsedMessage;
  let formatter = compiled.get(source);
  if (!formatter) {
    formatter = new IntlMessageFormat(source as ConstructorParameters<typeof IntlMessageFormat>[0], MESSAGE_LOCALE);
    compiled.set(source, formatter);
  }
  return String(formatter.format(values as Record<string, string | number | Date>));
}
