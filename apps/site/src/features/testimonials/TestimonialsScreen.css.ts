import { style } from '@vanilla-extract/css';
import { atoms, vars } from '@sukoon/ui/theme';
import { pageContent } from '../../lib/pageContent.css';

/** The content under the banner: centred, padded, mobile first. */
export const content = style([
  atoms({ display: 'flex', flexDirection: 'column', gap: { mobile: '4', tablet: '6' } }),
  pageContent,
]);

export const empty = style({
  margin: 0,
  padding: vars.space['8'],
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surfaceMuted,
});
