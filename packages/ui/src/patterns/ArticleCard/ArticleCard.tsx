import { useId } from 'react';
import type { FeaturedArticle } from '@sukoon/contracts/content/articles';
import { articlesSection } from '@sukoon/contracts/content/articles';
import { homeSectionsCopy } from '@sukoon/contracts/copy/homeSections';
import { ResponsivePicture } from '../../primitives/ResponsivePicture';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import * as styles from './ArticleCard.css';
import { Text } from '../../primitives/Text';
import { Heading } from '../../primitives/Heading';

// The browser's Intl for the month's name instead of date-fns' format, whose locale data would
// weigh on the home page's first load. en-US names (Sep), as date-fns wrote them: en-GB's ICU data now says "Sept".
const monthName = new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'UTC' });

/** "2024-03-18" as the site shows it, en-GB short style: "18 Mar 2024". */
export function articleDate(isoDate: string): string {
  const [year = 0, month = 1, day = 1] = isoDate.split('-').map(Number);
  return `${day} ${monthName.format(Date.UTC(year, month - 1, day))} ${year}`;
}

export interface ArticleCardProps {
  article: FeaturedArticle;
  /** The title's level in the page's outline; default 3 (under the section's h2). */
  headingLevel?: 2 | 3 | 4;
  /** The featured articles sit at the foot of the home page: lazy unless the page says otherwise. */
  eager?: boolean;
}

/**
 * A featured article (A3): cover, category, title, excerpt, date and read time, and its source.
 * The title links out to the article in a new tab (the whole card is its click target) and tells
 * screen readers that it opens one.
 */
export function ArticleCard({ article, headingLevel = 3, eager = false }: ArticleCardProps) {
  const titleId = useId();
  const copy = homeSectionsCopy.articles;
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.cover}>
        <ResponsivePicture picture={article.image} sizes={styles.coverSizes} className={styles.image} eager={eager} />
      </div>
      <div className={styles.body}>
        <Text size="xs" weight="semibold" className={styles.category}>
          <VisuallyHidden>{copy.category}: </VisuallyHidden>
          <span>{article.category}</span>
        </Text>
        <Heading level={headingLevel} id={titleId} size="lg" weight="semibold" leading="snug">
          <a className={styles.link} href={article.href} target="_blank" rel="noopener noreferrer">
            {article.title}
            <VisuallyHidden> {articlesSection.opensInNewTab}</VisuallyHidden>
          </a>
        </Heading>
        <Text size="sm" tone="secondary" leading="normal">
          {article.excerpt}
        </Text>
        <Text size="sm" tone="muted" className={styles.meta}>
          <span>
            <VisuallyHidden>{copy.published}: </VisuallyHidden>
            <time dateTime={article.date}>{articleDate(article.date)}</time>
          </span>
          <span aria-hidden="true" className={styles.dot}>
            ·
          </span>
          <span>
            <VisuallyHidden>{copy.readTime}: </VisuallyHidden>
            <span>{article.readTime}</span>
          </span>
        </Text>
        <Text size="xs" tone="muted">
          {article.source}
        </Text>
      </div>
    </article>
  );
}
