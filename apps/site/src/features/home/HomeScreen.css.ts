import { style } from '@vanilla-extract/css';
import { atoms } from '@sukoon/ui/theme';
import { pageContent } from '../../lib/pageContent.css';

/** The sections under the hero: centred, padded, mobile first. */
export const content = style([
  atoms({ display: 'flex', flexDirection: 'column', gap: { mobile: '12', tablet: '16' } }),
  pageContent,
]);

export const section = atoms({ display: 'flex', flexDirection: 'column', gap: { mobile: '4', tablet: '6' } });

export const heading = style([
  atoms({ fontSize: { mobile: '2xl', tablet: '3xl' }, fontWeight: 'bold', lineHeight: 'tight', color: 'primary' }),
  { margin: 0 },
]);
