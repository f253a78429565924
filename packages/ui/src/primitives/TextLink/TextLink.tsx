import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { textLink } from './TextLink.css';

export const textLinkTones = ['link', 'inverse'] as const;
export const textLinkWeights = ['inherit', 'medium', 'semibold'] as const;
export const textLinkSizes = ['inherit', 'small'] as const;

export interface TextLinkProps extends Pick<
  AnchorHTMLAttributes<HTMLAnchorElement>,
  'href' | 'onClick' | 'target' | 'rel' | 'id'
> {
  children: ReactNode;
  /** link: the link colour on light surfaces; inverse: white on the dark footer. Default link. */
  tone?: (typeof textLinkTones)[number];
  /** Default inherit: the weight of the text around it. */
  weight?: (typeof textLinkWeights)[number];
  /** Default inherit: the size of the text around it. */
  size?: (typeof textLinkSizes)[number];
}

/**
 * A link inside running text or in a list of links (a page, mailto:, tel:): underlined, so it never
 * relies on colour alone. A link that looks like a button uses Button's recipe instead.
 */
export function TextLink({ children, tone, weight, size, ...rest }: TextLinkProps) {
  return (
    <a {...rest} className={textLink({ tone, weight, size })}>
      {children}
    </a>
  );
}
