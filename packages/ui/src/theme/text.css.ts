// The title of a dialog or an overlay, for the headings Radix renders (Dialog.Title); every other heading is the
// Heading primitive. Bold, tight and in the primary text colour, larger from tablets up.
import { style } from '@vanilla-extract/css';
import { atoms } from './atoms.css';

export const dialogTitle = style([
  atoms({ fontWeight: 'bold', lineHeight: 'tight', color: 'primary', fontSize: { mobile: 'xl', tablet: '2xl' } }),
]);
