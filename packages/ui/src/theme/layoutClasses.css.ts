// The atoms classes Stack and Inline choose at run time, looked up here at build time. atoms() called at run time
// ships its whole class map to the browser (every display, size, colour and weight of every screen) in
// every page's JavaScript. These maps hold only what the two choose from, and the same classes, so no CSS is added.
import { atoms, spaces, type Space } from './atoms.css';

export const screens = ['mobile', 'tablet', 'desktop'] as const;
export type Screen = (typeof screens)[number];

/** For each screen size, each value's atoms class from that size up. */
export type ClassesByScreen<V extends string> = Record<Screen, Record<V, string>>;

function byScreen<V extends string>(values: readonly V[], classOf: (screen: Screen, value: V) => string) {
  return Object.fromEntries(
    screens.map((screen) => [screen, Object.fromEntries(values.map((value) => [value, classOf(screen, value)]))]),
  ) as ClassesByScreen<V>;
}

export type LayoutDirection = 'row' | 'column';
export type LayoutAlign = 'flex-start' | 'center' | 'flex-end' | 'baseline';
export type LayoutJustify = 'center' | 'flex-end';

export const layoutClasses = {
  flex: atoms({ display: 'flex' }),
  flexDirection: byScreen<LayoutDirection>(['row', 'column'], (screen, value) =>
    atoms({ flexDirection: { [screen]: value } }),
  ),
  wrap: byScreen<'wrap'>(['wrap'], (screen, value) => atoms({ flexWrap: { [screen]: value } })),
  alignItems: byScreen<LayoutAlign>(['flex-start', 'center', 'flex-end', 'baseline'], (screen, value) =>
    atoms({ alignItems: { [screen]: value } }),
  ),
  justifyContent: byScreen<LayoutJustify>(['center', 'flex-end'], (screen, value) =>
    atoms({ justifyContent: { [screen]: value } }),
  ),
  gap: byScreen<Space>(spaces, (screen, value) => atoms({ gap: { [screen]: value } })),
};
