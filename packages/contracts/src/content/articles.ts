// The four featured articles on the home page (A3, A9): reading we recommend, each a link out to a
// public resource (the WHO's fact sheets, India's Tele-MANAS). Our own words; the cover art is ours.
import type { Picture } from './images';
import { rasterImages } from './mediaManifest';

export interface FeaturedArticle {
  id: string;
  title: string;
  excerpt: string;
  category: string;
  /** ISO date (yyyy-MM-dd); pages show it in en-GB short style. */
  date: string;
  /** As shown: "6 min read". */
  readTime: string;
  image: Picture;
  /** Opens the source in a new tab. */
  href: string;
  /** Who publishes the page the link opens. */
  source: string;
}

/** A9: four featured articles. */
export const FEATURED_ARTICLE_COUNT = 4;

export const featuredArticles: readonly FeaturedArticle[] = [
  {
    id: 'anxiety',
    title: 'When worry will not switch off',
    excerpt:
      'Everyone feels anxious at times. When the worry stays for weeks and starts to shape your days, it helps to know the signs, and that good help exists.',
    category: 'Anxiety',
    date: '2024-03-18',
    readTime: '6 min read',
    image: { image: rasterImages['article-anxiety'], alt: '' },
    href: 'https://www.who.int/news-room/fact-sheets/detail/anxiety-disorders',
    source: 'World Health Organization',
  },
  {
    id: 'work',
    title: 'Looking after your mind at work',
    excerpt:
      'Long hours, unclear roles and little support wear anyone down. What workplaces and colleagues can do to make work a healthier place to be.',
    category: 'Workplace',
    date: '2024-02-26',
    readTime: '7 min read',
    image: { image: rasterImages['article-work'], alt: '' },
    href: 'https://www.who.int/news-room/fact-sheets/detail/mental-health-at-work',
    source: 'World Health Organization',
  },
  {
    id: 'adolescents',
    title: 'Growing up, and the feelings that come with it',
    excerpt:
      'The teenage years bring big changes. How parents and teachers can notice when a young person is struggling, and open a gentle conversation.',
    category: 'Parenting',
    date: '2024-01-22',
    readTime: '5 min read',
    image: { image: rasterImages['article-adolescents'], alt: '' },
    href: 'https://www.who.int/news-room/fact-sheets/detail/adolescent-mental-health',
    source: 'World Health Organization',
  },
  {
    id: 'helpline',
    title: 'Help is one phone call away',
    excerpt:
      "Tele-MANAS is India's free national mental-health helpline, open day and night in many languages. What happens when you call 14416.",
    category: 'Support',
    date: '2023-12-11',
    readTime: '4 min read',
    image: { image: rasterImages['article-helpline'], alt: '' },
    href: 'https://telemanas.mohfw.gov.in/',
    source: 'Ministry of Health and Family Welfare, Government of India',
  },
];

export const articlesSection = {
  heading: 'Featured Articles',
  intro: 'Trusted reading on mental health, from public health bodies we admire.',
  /** Appended to each card's link text for screen readers: the link leaves the site. */
  opensInNewTab: '(opens in a new tab)',
} as const;
