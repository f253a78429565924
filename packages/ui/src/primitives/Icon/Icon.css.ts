import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const iconSizes = ['xsmall', 'small', 'medium', 'large', 'xlarge', 'xxlarge', 'text'] as const;
export type IconSize = (typeof iconSizes)[number];

const sizeValues: Record<IconSize, string> = {
  xsmall: vars.space['4'],
  small: '1.125rem',
  medium: vars.space['5'],
  large: vars.space['6'],
  xlarge: vars.space['8'],
  xxlarge: vars.space['12'],
  /** As tall as the text around it. */
  text: '1em',
};

export const icon = style({});

// Zero specificity (:where), so a className given to Icon (margins, colour, or a size of its own)
// always wins, whatever order the stylesheets load in.
globalStyle(`:where(${icon})`, { flexShrink: 0 });

export const size = styleVariants(sizeValues, () => ({}));
for (const name of Object.keys(sizeValues) as IconSize[]) {
  globalStyle(`:where(${size[name]})`, { width: sizeValues[name], height: sizeValues[name] });
}
