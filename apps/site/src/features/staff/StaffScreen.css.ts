import { style } from '@vanilla-extract/css';
import { atoms } from '@sukoon/ui/theme';
import { pageContent } from '../../lib/pageContent.css';

/** The content under the banner: centred, padded, mobile first. */
export const content = style([
  atoms({ display: 'flex', flexDirection: 'column', gap: { mobile: '8', tablet: '10' } }),
  pageContent,
  { maxWidth: '64rem' },
]);
