import type { MouseEventHandler, ReactNode } from 'react';
import { TextLink } from '../TextLink';
import * as styles from './form.css';
import { Text } from '../Text';

/** The "or" rule (its word is `label`) and the social button under a form; nothing at all without a button. */
export function SocialAlternative({ button, label }: { button?: ReactNode; label: string }) {
  if (!button) return null;
  return (
    <>
      <Text size="sm" tone="secondary" className={styles.divider}>
        <span>{label}</span>
      </Text>
      <div className={styles.social}>{button}</div>
    </>
  );
}

export interface FormFooterLinkProps {
  /** The question before the link, e.g. "Already have an account?". */
  lead: string;
  /** The link's text, e.g. "Sign in". */
  children: ReactNode;
  href: string;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
}

/** The closing line of an account form: a question and the link that answers it. */
export function FormFooterLink({ lead, children, href, onClick }: FormFooterLinkProps) {
  return (
    <Text size="sm" tone="secondary" align="center">
      {lead}{' '}
      <TextLink href={href} onClick={onClick} weight="semibold">
        {children}
      </TextLink>
    </Text>
  );
}
