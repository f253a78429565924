import { useId, type ReactNode } from 'react';
import * as styles from './Section.css';
import { Text } from '../Text';
import { Heading } from '../Heading';

export interface SectionProps {
  heading: string;
  /** A sentence under the heading. */
  intro?: string;
  /** The heading's level in the page's outline; default 2. */
  headingLevel?: 2 | 3;
  /** The heading's id, when the content refers to it too (a list labelled by it); otherwise one is made. */
  headingId?: string;
  children: ReactNode;
}

/**
 * A titled section of a content page (the home page's statistics, services, testimonials, articles): a region named
 * by its centred heading, an optional intro, then the content, with the same spacing everywhere.
 */
export function Section({ heading, intro, headingLevel = 2, headingId, children }: SectionProps) {
  const ownId = useId();
  const id = headingId ?? ownId;
  return (
    <section className={styles.root} aria-labelledby={id}>
      <div className={styles.head}>
        <Heading level={headingLevel} id={id} size={{ mobile: '2xl', tablet: '3xl' }} leading="tight">
          {heading}
        </Heading>
        {intro ? (
          <Text size="md" tone="secondary">
            {intro}
          </Text>
        ) : null}
      </div>
      {children}
    </section>
  );
}
