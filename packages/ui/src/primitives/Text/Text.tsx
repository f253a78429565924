import type { AriaRole, ReactNode } from 'react';
import { typeClass, type TypeProps } from '../../theme/typeClass';

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

/**
 * Running text from the type tokens: size, tone, weight and line height are props, so no pattern styles a raw
 * paragraph; each prop left out is inherited from the surface around it.
 */
export function Text({
  children,
  as: Element = 'p',
  id,
  role,
  'aria-live': ariaLive,
  'aria-hidden': ariaHidden,
  ...type
}: TextProps) {
  return (
    <Element id={id} role={role} aria-live={ariaLive} aria-hidden={ariaHidden} className={typeClass(type) || undefined}>
      {children}
    </Element>
  );
}
