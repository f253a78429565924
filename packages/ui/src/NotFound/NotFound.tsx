import * as styles from './NotFound.css';

export interface NotFoundProps {
  homeHref?: string;
}

/** The /not-found page: a large 404, the spec's sentence and a way home. */
export function NotFound({ homeHref = '/' }: NotFoundProps) {
  return (
    <main className={styles.page} aria-labelledby="not-found-title">
      <h1 id="not-found-title" className={styles.code} aria-label="404: page not found">
        404
      </h1>
      <p className={styles.text}>Oops! The page you&apos;re looking for doesn&apos;t exist.</p>
      <a className={styles.link} href={homeHref}>
        Back to Home
      </a>
    </main>
  );
}
