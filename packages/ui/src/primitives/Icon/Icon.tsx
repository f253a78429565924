import { icons, type IconName } from './icons';
import { icon, size as sizes, type IconSize } from './Icon.css';

export interface IconProps {
  name: IconName;
  /** Default medium (20 px); `text` follows the font size around it. */
  size?: IconSize;
  /**
   * What the icon means, for an icon that stands alone. Without it the icon is decoration and
   * hidden from assistive technology (the text beside it says what it means).
   */
  label?: string;
  /** Overrides the drawing's own line width (stroked icons only), e.g. a bolder check inside a checkbox. */
  strokeWidth?: number;
  /** Placement and colour from the parent's styles (margins, tone colour, a size of its own). */
  className?: string;
}

/** One icon of the set, drawn in currentColor. Decorative unless it has a label. */
export function Icon({ name, size = 'medium', label, strokeWidth, className }: IconProps) {
  const drawing = icons[name];
  const paint =
    drawing.paint === 'fill'
      ? { fill: 'currentColor' }
      : drawing.paint === 'stroke'
        ? {
            fill: 'none',
            stroke: 'currentColor',
            strokeWidth: strokeWidth ?? drawing.strokeWidth,
            strokeLinecap: drawing.strokeLinecap,
            strokeLinejoin: drawing.strokeLinejoin,
          }
        : { fill: 'none' };
  return (
    <svg
      className={[icon, sizes[size], className].filter(Boolean).join(' ')}
      viewBox={drawing.viewBox}
      {...paint}
      focusable="false"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
      data-icon={name}
    >
      {drawing.body}
    </svg>
  );
}
