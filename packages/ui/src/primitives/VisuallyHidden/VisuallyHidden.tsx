import type { ReactNode } from 'react';
import { visuallyHidden } from './VisuallyHidden.css';

export const visuallyHiddenElements = ['span', 'div', 'legend', 'dt', 'p', 'h2', 'h3'] as const;
export type VisuallyHiddenElement = (typeof visuallyHiddenElements)[number];

export interface VisuallyHiddenProps {
  children: ReactNode;
  /** The element to render; default span (inline, fits anywhere inside text or a control). */
  as?: VisuallyHiddenElement;
  id?: string;
}

/**
 * Text for screen readers only: a control's full name beside a visual short form ("Sat 21 Nov"
 * under a stacked day face), a hidden group legend, or "(opens in a new tab)".
 */
export function VisuallyHidden({ children, as: Element = 'span', id }: VisuallyHiddenProps) {
  return (
    <Element id={id} className={visuallyHidden}>
      {children}
    </Element>
  );
}
