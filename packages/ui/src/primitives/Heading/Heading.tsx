import type { ReactNode, Ref } from 'react';
import type { Responsive } from '../../theme/atoms.css';
import { typeClass, type TypeProps } from '../../theme/typeClass';
import type { FontSize, TextTone, TextWeight } from '../../theme/typeClasses.css';

export const headingLevels = [1, 2, 3, 4] as const;
export type HeadingLevel = (typeof headingLevels)[number];

export interface HeadingProps extends Omit<TypeProps, 'size' | 'weight' | 'tone'> {
  children: ReactNode;
  /** The heading's place in the page's outline: renders h1 to h4, whatever its size. */
  level: HeadingLevel;
  /** A font size token's name, or one per screen size: the look, apart from the level. */
  size: Responsive<FontSize>;
  /** Default primary; inherit takes the colour around it (a dark footer, a brand-coloured mark). */
  tone?: TextTone | 'inherit';
  /** Default bold. */
  weight?: Extract<TextWeight, 'medium' | 'semibold' | 'bold'>;
  id?: string;
  /** -1 where focus is moved to the heading by script (a step's title, a list item after its button is gone). */
  tabIndex?: number;
  'aria-label'?: string;
  ref?: Ref<HTMLHeadingElement>;
}

const elements = { 1: 'h1', 2: 'h2', 3: 'h3', 4: 'h4' } as const;

/** A heading of the page's outline; its level says where it sits, its size how it looks. Default tone primary. */
export function Heading({
  children,
  level,
  id,
  tabIndex,
  'aria-label': ariaLabel,
  ref,
  weight = 'bold',
  tone = 'primary',
  ...type
}: HeadingProps) {
  const Element = elements[level];
  return (
    <Element
      id={id}
      tabIndex={tabIndex}
      aria-label={ariaLabel}
      ref={ref}
      className={typeClass({ ...type, weight, tone: tone === 'inherit' ? undefined : tone })}
    >
      {children}
    </Element>
  );
}
