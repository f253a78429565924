// The type classes Text and Heading put together at run time: one global class per token value and screen size,
// named after the value (sk-size-sm, sk-size-tablet-xl), so the primitives build a class name from their props and ship no class
// map. Each sets one property, as an atom does; the screens' rules come after the phone's, so the larger size wins.
import { globalStyle } from '@vanilla-extract/css';
import { media } from './media';
import { vars } from './theme.css';

export type FontSize = keyof typeof vars.font.size;
export const fontSizes = Object.keys(vars.font.size) as FontSize[];
export const textTones = ['primary', 'secondary', 'muted', 'link', 'inverse', 'critical'] as const;
export type TextTone = (typeof textTones)[number];
export const textWeights = ['regular', 'medium', 'semibold', 'bold'] as const;
export type TextWeight = (typeof textWeights)[number];
export const textLeadings = ['tight', 'snug', 'normal'] as const;
export type TextLeading = (typeof textLeadings)[number];
export const textAligns = ['left', 'center', 'right'] as const;
export type TextAlign = (typeof textAligns)[number];

const toneColours: Record<TextTone, string> = { ...vars.color.text, critical: vars.color.critical.text };

for (const tone of textTones) globalStyle(`.sk-tone-${tone}`, { color: toneColours[tone] });
for (const weight of textWeights) globalStyle(`.sk-weight-${weight}`, { fontWeight: vars.font.weight[weight] });
for (const leading of textLeadings)
  globalStyle(`.sk-leading-${leading}`, { lineHeight: vars.font.lineHeight[leading] });

// The phone's class is also named without its screen (sk-size-sm), the name a single value takes.
const screens = [
  ['mobile', undefined],
  ['tablet', media.tabletUp],
  ['desktop', media.desktopUp],
] as const;
for (const [screen, query] of screens) {
  const at = (rule: Record<string, string>) => (query ? { '@media': { [query]: rule } } : rule);
  const selector = (property: string, value: string) =>
    query ? `.sk-${property}-${screen}-${value}` : `.sk-${property}-${value}, .sk-${property}-${screen}-${value}`;
  for (const size of fontSizes) globalStyle(selector('size', size), at({ fontSize: vars.font.size[size] }));
  for (const align of textAligns) globalStyle(selector('align', align), at({ textAlign: align }));
}
