import type { ReactNode } from 'react';
import * as styles from './PageHeading.css';

export interface PageHeadingProps {
  title: ReactNode;
  subtitle?: ReactNode;
}

/** The title banner at the top of a page; the page's only h1. */
export function PageHeading({ title, subtitle }: PageHeadingProps) {
  return (
    <header className={styles.banner}>
      <h1 className={styles.title}>{title}</h1>
      {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
    </header>
  );
}
