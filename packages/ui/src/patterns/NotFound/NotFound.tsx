import { shellCopy } from '@sukoon/contracts/copy/shell';
import * as styles from './NotFound.css';
import { Heading } from '../../primitives/Heading';
import { Text } from '../../primitives/Text';

const copy = shellCopy.notFound;

export interface NotFoundProps {
  homeHref?: string;
}

/** The /not-found page: a large 404, the spec's sentence and a way home (inside the layout's one <main>). */
export function NotFound({ homeHref = '/' }: NotFoundProps) {
  return (
    <section className={styles.page} aria-labelledby="not-found-title">
      <Heading
        level={1}
        id="not-found-title"
        aria-label={copy.codeLabel}
        size="6xl"
        tone="inherit"
        className={styles.code}
      >
        {copy.code}
      </Heading>
      <Text size="xl" tone="secondary" className={styles.text}>
        {copy.message}
      </Text>
      <a className={styles.link} href={homeHref}>
        {copy.home}
      </a>
    </section>
  );
}
