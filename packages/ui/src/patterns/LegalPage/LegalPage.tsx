import { useId } from 'react';
import type { LegalBlock, LegalDocument } from '@sukoon/contracts/content/legal';
import { legalCopy } from '@sukoon/contracts/copy/legal';
import { mailtoHref } from '@sukoon/contracts/rules/links';
import { Stack } from '../../primitives/Stack';
import { TextLink } from '../../primitives/TextLink';
import * as styles from './LegalPage.css';

export interface LegalPageProps {
  /** One of the contracts' LEGAL_DOCUMENTS: terms, privacy policy or disclaimer. */
  document: LegalDocument;
}

function Block({ block }: { block: LegalBlock }) {
  if (block.kind === 'list') {
    return (
      <ul className={styles.list}>
        {block.items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    );
  }
  return <p className={styles.text}>{block.text}</p>;
}

/**
 * A legal page's body (B2, B9): the "Last updated" stamp, the points that matter most, the contents, every section
 * and the contact section. The page's own banner carries its h1; each section is an h2 with an anchor.
 */
export function LegalPage({ document }: LegalPageProps) {
  const summaryId = useId();
  const tocId = useId();
  const contactId = useId();
  return (
    <article className={styles.page} aria-label={document.title}>
      <Stack space="5">
        <p className={styles.stamp}>{document.stamp}</p>
        <section className={styles.summary} aria-labelledby={summaryId}>
          <h2 id={summaryId} className={styles.summaryTitle}>
            {legalCopy.summary}
          </h2>
          <ul className={styles.list}>
            {document.summary.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      </Stack>

      <nav className={styles.toc} aria-labelledby={tocId}>
        <h2 id={tocId} className={styles.summaryTitle}>
          {legalCopy.contents}
        </h2>
        <ol className={styles.tocList}>
          {document.sections.map((section) => (
            <li key={section.id}>
              <TextLink href={`#${section.id}`}>{section.heading}</TextLink>
            </li>
          ))}
        </ol>
      </nav>

      {document.sections.map((section) => (
        <section key={section.id} id={section.id} className={styles.section} aria-labelledby={`${section.id}-title`}>
          <h2 id={`${section.id}-title`} className={styles.heading}>
            {section.heading}
          </h2>
          {section.blocks.map((block, index) => (
            <Block key={index} block={block} />
          ))}
        </section>
      ))}

      <section className={styles.contact} aria-labelledby={contactId}>
        <h2 id={contactId} className={styles.heading}>
          {document.contact.heading}
        </h2>
        <p className={styles.text}>{document.contact.intro}</p>
        <p className={styles.text}>
          {legalCopy.email}{' '}
          <TextLink href={mailtoHref(document.contact.email)} weight="medium">
            {document.contact.email}
          </TextLink>
          <br />
          {legalCopy.phone}{' '}
          <TextLink href={`tel:${document.contact.phone.replace(/[^\d+]/g, '')}`} weight="medium">
            {document.contact.phone}
          </TextLink>
        </p>
        <address className={styles.address}>
          {document.contact.addressLines.map((line) => (
            <span key={line}>
              {line}
              <br />
            </span>
          ))}
        </address>
      </section>
    </article>
  );
}
