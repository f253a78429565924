import type { ReactNode } from 'react';
import type { Responsive, Space } from '../../theme/atoms.css';
import { layoutClasses } from '../../theme/layoutClasses.css';
import { responsiveClass } from '../../theme/responsiveClass';
import { listReset } from './Stack.css';

export const stackAligns = ['stretch', 'left', 'center', 'right'] as const;
export type StackAlign = (typeof stackAligns)[number];

export const stackElements = ['div', 'section', 'ul', 'ol', 'li', 'header', 'footer', 'nav'] as const;
export type StackElement = (typeof stackElements)[number];

export interface StackProps {
  children: ReactNode;
  /** The gap between the children: a space token's name, or one per screen size ({ mobile: '4', tablet: '6' }). */
  space: Responsive<Space>;
  /** How the children sit across the column; default stretch (full width). */
  align?: StackAlign;
  /** The element to render; a list (ul, ol) loses its bullets and indent, not its semantics. */
  as?: StackElement;
  id?: string;
}

const alignItems = { stretch: undefined, left: 'flex-start', center: 'center', right: 'flex-end' } as const;
const column = `${layoutClasses.flex} ${layoutClasses.flexDirection.mobile.column}`;

/** Children one under another with an even gap from the space tokens: the page's vertical rhythm. */
export function Stack({ children, space, align = 'stretch', as: Element = 'div', id }: StackProps) {
  const layout = [
    column,
    responsiveClass(layoutClasses.gap, space),
    responsiveClass(layoutClasses.alignItems, alignItems[align]),
  ]
    .filter(Boolean)
    .join(' ');
  const list = Element === 'ul' || Element === 'ol';
  return (
    <Element id={id} className={list ? `${layout} ${listReset}` : layout}>
      {children}
    </Element>
  );
}
