import { useId } from 'react';
import type { LegalBlock, LegalDocument } from '@sukoon/contracts/content/legal';
import { legalCopy } from '@sukoon/contracts/copy/legal';
import { mailtoHref } from '@sukoon/contracts/rules/links';
import { Stack } from '../../primitives/Stack';
import { TextLink } from '../../primitives/TextLink';
import * as styles from './LegalPage.css';
import { Heading } from '../../primitives/Heading';
import { Text } from '../../primitives/Text';

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
  return (
    <Text tone="primary" leading="normal">
      {block.text}
    </Text>
  );
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
        <Text size="sm" tone="secondary">
          {document.stamp}
        </Text>
        <section className={styles.summary} aria-labelledby={summaryId}>
          <Heading level={2} id={summaryId} size="md" weight="semibold">
            {legalCopy.summary}
          </Heading>
          <ul className={styles.list}>
            {document.summary.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
      </Stack>

      <nav className={styles.toc} aria-labelledby={tocId}>
        <Heading level={2} id={tocId} size="md" weight="semibold">
          {legalCopy.contents}
        </Heading>
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
          <Heading level={2} id={`${section.id}-title`} size="xl" weight="semibold" leading="snug">
            {section.heading}
          </Heading>
          {section.blocks.map((block, index) => (
            <Block key={index} block={block} />
          ))}
        </section>
      ))}

      <section className={styles.contact} aria-labelledby={contactId}>
        <Heading level={2} id={contactId} size="xl" weight="semibold" leading="snug">
          {document.contact.heading}
        </Heading>
        <Text tone="primary" leading="normal">
          {document.contact.intro}
        </Text>
        <Text tone="primary" leading="normal">
          {legalCopy.email}{' '}
          <TextLink href={mailtoHref(document.contact.email)} weight="medium">
            {document.contact.email}
          </TextLink>
          <br />
          {legalCopy.phone}{' '}
          <TextLink href={`tel:${document.contact.phone.replace(/[^\d+]/g, '')}`} weight="medium">
            {document.contact.phone}
          </TextLink>
        </Text>
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
