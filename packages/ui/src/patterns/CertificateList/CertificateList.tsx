import { useId, useState } from 'react';
import type { Certificate } from '@sukoon/contracts';
import { aboutCopy } from '@sukoon/contracts/copy/about';
import { Button } from '../../primitives/Button';
import { Notice } from '../../primitives/Notice';
import { Spinner } from '../../primitives/Spinner';
import { CertificateGlyph } from './certificateIcons';
import * as styles from './CertificateList.css';

/** Why the server's list is missing (A8): the device is offline, or the call failed. */
export const certificateFailures = ['offline', 'load'] as const;
export type CertificateFailure = (typeof certificateFailures)[number];

/** 'grid': the home page's cards, all shown. 'list': the About page's list, one item until Show more (A4). */
export const certificateListVariants = ['grid', 'list'] as const;
export type CertificateListVariant = (typeof certificateListVariants)[number];

export interface CertificateListProps {
  /** The server's certificates, or the built-in five (FALLBACK_CERTIFICATES) after a failure. */
  certificates: readonly Certificate[];
  variant?: CertificateListVariant;
  loading?: boolean;
  /** The call failed: a warning with Retry sits above the built-in list (A8). */
  failure?: CertificateFailure;
  onRetry?(): void;
  /** The list's accessible name (the section's heading id is better when there is one). */
  labelledBy?: string;
}

/** Expertise and certifications (A2, A3, A4, A8): each certificate's icon in its colour and its title. */
export function CertificateList({
  certificates,
  variant = 'grid',
  loading = false,
  failure,
  onRetry,
  labelledBy,
}: CertificateListProps) {
  const copy = aboutCopy.certificates;
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  if (loading) return <Spinner size="large" label={copy.loading} showLabel />;

  const collapsible = variant === 'list' && certificates.length > 1;
  const shown = collapsible && !expanded ? certificates.slice(0, 1) : certificates;
  return (
    <div className={styles.root}>
      {failure ? (
        <Notice tone="warning" action={onRetry ? { label: copy.retry, onClick: onRetry } : undefined}>
          {failure === 'offline' ? copy.offline : copy.loadFailed}
        </Notice>
      ) : null}
      <ul
        id={listId}
        className={styles.list[variant]}
        aria-labelledby={labelledBy}
        aria-label={labelledBy ? undefined : copy.listLabel}
      >
        {shown.map((certificate) => (
          <li key={certificate.id} className={styles.item[variant]}>
            <span className={styles.badge} style={{ color: certificate.iconColor }}>
              <CertificateGlyph name={certificate.icon} className={styles.glyph} />
            </span>
            <span className={styles.title}>{certificate.title}</span>
          </li>
        ))}
      </ul>
      {collapsible ? (
        <div>
          <Button
            variant="secondary"
            aria-expanded={expanded}
            aria-controls={listId}
            onClick={() => setExpanded((open) => !open)}
          >
            {expanded ? copy.showLess : copy.showMore}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
