import { statistics } from '@sukoon/contracts/rules/stats';
import { homeSectionsCopy } from '@sukoon/contracts/copy/homeSections';
import { Section } from '../../primitives/Section';
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
  return (
    <Section heading={heading} intro={intro} headingLevel={headingLevel}>
      <dl className={styles.grid} aria-label={homeSectionsCopy.stats.listLabel}>
        {statistics(now).map((figure) => (
          <div key={figure.key} className={styles.item} data-stat={figure.key}>
            <dt className={styles.label}>{figure.label}</dt>
            <dd className={styles.value}>{figure.display}</dd>
          </div>
        ))}
      </dl>
    </Section>
  );
}
