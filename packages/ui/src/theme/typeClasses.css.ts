// The atoms classes Text and Heading choose at run time, looked up here at build time (as layoutClasses does for
// Stack and Inline), so a text primitive ships class names only and adds no CSS of its own.
import { atoms } from './atoms.css';
import { byScreen } from './byScreen';
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

function each<V extends string>(values: readonly V[], classOf: (value: V) => string) {
  return Object.fromEntries(values.map((value) => [value, classOf(value)])) as Record<V, string>;
}

export const typeClasses = {
  size: byScreen<FontSize>(fontSizes, (screen, value) => atoms({ fontSize: { [screen]: value } })),
  tone: each(textTones, (color) => atoms({ color })),
  weight: each(textWeights, (fontWeight) => atoms({ fontWeight })),
  leading: each(textLeadings, (lineHeight) => atoms({ lineHeight })),
  align: byScreen<TextAlign>(textAligns, (screen, value) => atoms({ textAlign: { [screen]: value } })),
};
