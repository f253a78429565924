import { useId } from 'react';
import { statistics } from '@sukoon/contracts/rules/stats';
import { homeSectionsCopy } from '@sukoon/contracts/copy/homeSections';
import * as styles from './Stats.css';

export interface StatsProps {
  /** The moment the page shows (its clock): the years are this year in India minus 2014 plus 1 (A9). */
  now: Date;
  heading: string;
  intro?: string;
  /** The heading's level in the page's outline; default 2. */
  headingLevel?: 2 | 3;
}

/** The company's statistics (A9): years since 2014 (computed from `now`), institutions, students, clients. */
export function Stats({ now, heading, intro, headingLevel = 2 }: StatsProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const headingId = useId();
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <div className={styles.head}>
        <Heading id={headingId} className={styles.heading}>
          {heading}
        </Heading>
        {intro ? <p className={styles.intro}>{intro}</p> : null}
      </div>
      <dl className={styles.grid} aria-label={homeSectionsCopy.stats.listLabel}>
        {statistics(now).map((figure) => (
          <div key={figure.key} className={styles.item} data-stat={figure.key}>
            <dt className={styles.label}>{figure.label}</dt>
            <dd className={styles.value}>{figure.display}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
