// The atoms classes Stack and Inline choose at run time, looked up here at build time. atoms() called at run time
// ships its whole class map to the browser (every display, size, colour and weight of every screen): 5.8 kB of
// every page's JavaScript. These maps hold only what the two choose from, and the same classes, so no CSS is added.
import { atoms, spaces, type Space } from './atoms.css';
import { byScreen } from './byScreen';

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
