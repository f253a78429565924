// Class maps by screen size, built in .css.ts files (which may export only data) and read by responsiveClass.
export const screens = ['mobile', 'tablet', 'desktop'] as const;
export type Screen = (typeof screens)[number];

/** For each screen size, each value's atoms class from that size up. */
export type ClassesByScreen<V extends string> = Record<Screen, Record<V, string>>;

/** For each screen size, each value's class from that size up, as `classOf` builds it. */
export function byScreen<V extends string>(values: readonly V[], classOf: (screen: Screen, value: V) => string) {
  return Object.fromEntries(
    screens.map((screen) => [screen, Object.fromEntries(values.map((value) => [value, classOf(screen, value)]))]),
  ) as ClassesByScreen<V>;
}
