import type { ReactNode } from 'react';
import { listReset } from '../Stack/Stack.css';
import type { Responsive, Space } from '../../theme/atoms.css';
import { layoutClasses } from '../../theme/layoutClasses.css';
import { responsiveClass } from '../../theme/responsiveClass';

export const inlineAligns = ['left', 'center', 'right'] as const;
export type InlineAlign = (typeof inlineAligns)[number];
export const inlineAlignsY = ['top', 'center', 'bottom', 'baseline'] as const;
export type InlineAlignY = (typeof inlineAlignsY)[number];

export const inlineElements = ['div', 'ul', 'ol', 'nav', 'footer'] as const;
export type InlineElement = (typeof inlineElements)[number];

export interface InlineProps {
  children: ReactNode;
  /** The gap between the children, across and between rows: a space token's name, or one per screen size. */
  space: Responsive<Space>;
  /** Where the row sits along the line; default left. */
  align?: InlineAlign;
  /** How children of different heights line up; default stretch (the flex default). */
  alignY?: InlineAlignY;
  /** Below this screen size the children stack in a column at full width instead (e.g. a phone's actions). */
  collapseBelow?: 'tablet' | 'desktop';
  /** The element to render; a list (ul, ol) loses its bullets and indent, not its semantics. */
  as?: InlineElement;
  id?: string;
}

const justify = { left: undefined, center: 'center', right: 'flex-end' } as const;
const alignItems = { top: 'flex-start', center: 'center', bottom: 'flex-end', baseline: 'baseline' } as const;

/** A value that applies from a screen size up (from the first one when there is none). */
function from<T>(size: InlineProps['collapseBelow'], value: T): Responsive<T> {
  return size === undefined ? value : { [size]: value };
}

/** Children side by side, wrapping onto new rows, with an even gap from the space tokens. */
export function Inline({
  children,
  space,
  align = 'left',
  alignY,
  collapseBelow,
  as: Element = 'div',
  id,
}: InlineProps) {
  // From the collapse size up (or always): a wrapping row. Below it: a full-width column.
  const layout = [
    layoutClasses.flex,
    responsiveClass(layoutClasses.flexDirection, collapseBelow ? { mobile: 'column', [collapseBelow]: 'row' } : 'row'),
    responsiveClass(layoutClasses.wrap, from(collapseBelow, 'wrap')),
    responsiveClass(layoutClasses.gap, space),
    align === 'left' ? '' : responsiveClass(layoutClasses.justifyContent, from(collapseBelow, justify[align])),
    alignY === undefined ? '' : responsiveClass(layoutClasses.alignItems, from(collapseBelow, alignItems[alignY])),
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
