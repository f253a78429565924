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

/** The classes of one property for every screen, or one per screen size (see typeClasses.css.ts). */
function responsive(property: string, value: Responsive<string> | undefined): string {
  if (value === undefined) return '';
  if (typeof value === 'string') return `sk-${property}-${value}`;
  return Object.entries(value)
    .map(([screen, each]) => `sk-${property}-${screen === 'mobile' ? '' : `${screen}-`}${each}`)
    .join(' ');
}

/** The type classes of a text primitive's props, joined: only what is set, so the rest is inherited. */
export function typeClass({ size, tone, weight, leading, align, className }: TypeProps): string {
  return [
    responsive('size', size),
    tone && `sk-tone-${tone}`,
    weight && `sk-weight-${weight}`,
    leading && `sk-leading-${leading}`,
    responsive('align', align),
    className,
  ]
    .filter(Boolean)
    .join(' ');
}
