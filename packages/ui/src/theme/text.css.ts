// Heading sizes of the design system, from a page banner down to a notice's title: bold, tight and in
// the primary text colour, one size on phones and a larger one from tablets up.
import { styleVariants } from '@vanilla-extract/css';
import { atoms } from './atoms.css';

const strong = atoms({ fontWeight: 'bold', lineHeight: 'tight', color: 'primary' });

export const heading = styleVariants({
  /** A page banner's h1 (PageHeading). */
  display: [strong, atoms({ fontSize: { mobile: '3xl', tablet: '5xl' } })],
  /** A full-page panel's h1 (network status). */
  xlarge: [strong, atoms({ fontSize: { mobile: '3xl', tablet: '4xl' } })],
  /** A status screen's h1 (payment processing, payment status, e-mail verification). */
  large: [strong, atoms({ fontSize: { mobile: '2xl', tablet: '3xl' } })],
  /** A dialog's or an overlay's title. */
  medium: [strong, atoms({ fontSize: { mobile: 'xl', tablet: '2xl' } })],
  /** A panel inside a page (the offline notice). */
  small: [strong, atoms({ fontSize: 'xl' })],
});
export type HeadingSize = keyof typeof heading;
