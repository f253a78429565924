import type { Responsive } from './atoms.css';
import type { FontSize, TextAlign, TextLeading, TextTone, TextWeight } from './typeClasses.css';
import './typeClasses.css';

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

/** A prop's class for every screen, or one per screen size (see typeClasses.css.ts); nothing when it is not set. */
export function classOf(property: string, value: Responsive<string> | undefined): string | undefined {
  if (typeof value !== 'object') return value && `sk-${property}-${value}`;
  return Object.entries(value)
    .map(([screen, each]) => `sk-${property}-${screen}-${each}`)
    .join(' ');
}
