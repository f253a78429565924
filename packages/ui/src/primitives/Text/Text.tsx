import type { AriaRole, ReactNode, Ref } from 'react';
import type { Responsive } from '../../theme/atoms.css';
import { classOf, type TypeProps } from '../../theme/typeClass';
import type { FontSize, TextTone, TextWeight } from '../../theme/typeClasses.css';

export const textElements = ['p', 'span', 'div'] as const;
export type TextElement = (typeof textElements)[number];

export interface TextProps extends TypeProps {
  children: ReactNode;
  /** The element to render; default p. */
  as?: TextElement;
  id?: string;
  role?: AriaRole;
  'aria-live'?: 'polite' | 'assertive' | 'off';
  'aria-hidden'?: boolean;
}

/** What Heading renders through: the element may also be a heading, focusable by script. */
export type TypeElementProps = Omit<TextProps, 'as'> & {
  as?: TextElement | 'h1' | 'h2' | 'h3' | 'h4';
  tabIndex?: number;
  'aria-label'?: string;
  ref?: Ref<HTMLHeadingElement>;
};

/** Text and Heading in one function, so the two cost one module of every page's first load. */
export function TypeElement({
  as: Element = 'p',
  size,
  tone,
  weight,
  leading,
  align,
  className,
  ...rest
}: TypeElementProps) {
  // Only what is set gets a class, so the rest is inherited from the surface around it.
  const classes = [
    classOf('size', size),
    classOf('tone', tone),
    classOf('weight', weight),
    classOf('leading', leading),
    classOf('align', align),
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return <Element {...rest} className={classes || undefined} />;
}

/**
 * Running text from the type tokens: size, tone, weight and line height are props, so no pattern styles a raw
 * paragraph; each prop left out is inherited from the surface around it.
 */
export const Text: (props: TextProps) => ReactNode = TypeElement;

// Heading lives here too: one module for both keeps every page's first load smaller.
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

/** A heading of the page's outline; its level says where it sits, its size how it looks. */
export function Heading({ level, weight = 'bold', tone = 'primary', ...rest }: HeadingProps) {
  // 'inherit' names a class with no rule, so the colour around it applies.
  return <TypeElement {...rest} as={`h${level}`} weight={weight} tone={tone as TextTone} />;
}
