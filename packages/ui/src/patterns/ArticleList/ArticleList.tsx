import { useId } from 'react';
import { FEATURED_ARTICLE_COUNT, type FeaturedArticle } from '@sukoon/contracts/content/articles';
import { ArticleCard } from '../ArticleCard';
import { Section } from '../../primitives/Section';
import * as styles from './ArticleList.css';

export interface ArticleListProps {
  /** The featured articles (content's featuredArticles); never more than four are shown (A9). */
  articles: readonly FeaturedArticle[];
  heading: string;
  intro?: string;
  /** The section's heading level; the cards' titles are one below. Default 2. */
  headingLevel?: 2 | 3;
  /** Below the fold on the home page: lazy covers unless the page says otherwise. */
  eager?: boolean;
}

/** "Featured Articles" (A3, A9): four article cards, one column on a phone, four across on a desktop. */
export function ArticleList({ articles, heading, intro, headingLevel = 2, eager = false }: ArticleListProps) {
  const headingId = useId();
  return (
    <Section heading={heading} intro={intro} headingLevel={headingLevel} headingId={headingId}>
      <ul className={styles.grid} aria-labelledby={headingId}>
        {articles.slice(0, FEATURED_ARTICLE_COUNT).map((article) => (
          <li key={article.id} className={styles.item}>
            <ArticleCard article={article} headingLevel={headingLevel === 2 ? 3 : 4} eager={eager} />
          </li>
        ))}
      </ul>
    </Section>
  );
}
