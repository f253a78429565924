import type { Responsive } from './atoms.css';
import { responsiveClass } from './responsiveClass';
import {
  typeClasses,
  type FontSize,
  type TextAlign,
  type TextLeading,
  type TextTone,
  type TextWeight,
} from './typeClasses.css';

export interface TypeProps {
  /** A font size token's name, or one per screen size ({ mobile: 'lg', tablet: 'xl' }). */
  size?: Responsive<FontSize>;
  /** The text colour by role; without it, the colour of the surface around it. */
  tone?: TextTone;
  weight?: TextWeight;
  /** The line height; without it, the body's (normal). */
  leading?: TextLeading;
  align?: Responsive<TextAlign>;
  /** Layout or decoration of the one place that uses it (margins, width, wrapping); never size, tone or weight. */
  className?: string;
}

/** The atoms classes of a text primitive's props, joined: only what is set, so the rest is inherited. */
export function typeClass({ size, tone, weight, leading, align, className }: TypeProps): string {
  return [
    responsiveClass(typeClasses.size, size),
    tone && typeClasses.tone[tone],
    weight && typeClasses.weight[weight],
    leading && typeClasses.leading[leading],
    responsiveClass(typeClasses.align, align),
    className,
  ]
    .filter(Boolean)
    .join(' ');
}
