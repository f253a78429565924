import { shellCopy } from '@sukoon/contracts/copy/shell';
import * as styles from './NotFound.css';

const copy = shellCopy.notFound;

export interface NotFoundProps {
  homeHref?: string;
}

/** The /not-found page: a large 404, the spec's sentence and a way home (inside the layout's one <main>). */
export function NotFound({ homeHref = '/' }: NotFoundProps) {
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <h1 id="not-found-title" className={styles.code} aria-label={copy.codeLabel}>
        {copy.code}
      </h1>
      <p className={styles.text}>{copy.message}</p>
      <a className={styles.link} href={homeHref}>
        {copy.home}
      </a>
    </section>
  );
}
