import type { ReactNode } from 'react';
import * as styles from './PageHeading.css';
import { Heading } from '../../primitives/Heading';
import { Text } from '../../primitives/Text';

export interface PageHeadingProps {
  title: ReactNode;
  subtitle?: ReactNode;
}

/** The title banner at the top of a page; the page's only h1. */
export function PageHeading({ title, subtitle }: PageHeadingProps) {
  return (
    <header className={styles.banner}>
      <Heading level={1} size={{ mobile: '3xl', tablet: '5xl' }} leading="tight">
        {title}
      </Heading>
      {subtitle ? (
        <Text size="lg" tone="secondary" className={styles.subtitle}>
          {subtitle}
        </Text>
      ) : null}
    </header>
  );
}
