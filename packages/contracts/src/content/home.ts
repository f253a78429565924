// The home page (A1, A2, A3): hero, service-category carousel, Minute Of Calm, statistics,
// services list with hover images and the section headings. Statistics are not written here:
// rules/stats.ts computes them (the years change every January).
import { formatMessage } from '../message';
import { brand } from '../brand';
import { statistics, type Statistic } from '../rules/stats';
import type { CategoryName } from '../rules/services';
import type { Picture } from './images';
import { rasterImages, type RasterImageId } from './mediaManifest';

/** The Services page, and the hash that selects a category there (B2). */
export const SERVICES_PATH = '/services';
export function servicesHref(category: CategoryName): string {
  return `${SERVICES_PATH}#${encodeURIComponent(category)}`;
}

/* ---------- Hero (A4: headline typing, then Welcome, then flip-in words, then the button) ---------- */

export interface HeroContent {
  /** Typed in, but present in the HTML from the first paint. */
  headline: string;
  welcome: string;
  /** The intro reads `${lead} ${word}`, the word flipping through `words`. */
  lead: string;
  words: readonly string[];
  /** The whole intro as one sentence, for the page's HTML and screen readers. */
  introText: string;
  cta: { label: string; href: string };
}

const heroWords = ['healing', 'growth', 'clarity', 'balance', 'hope'] as const;

export const hero: HeroContent = {
  headline: 'Feel heard. Find your calm.',
  welcome: 'Welcome',
  lead: 'A safe space for',
  words: heroWords,
  introText: `A safe space for ${heroWords.slice(0, -1).join(', ')} and ${heroWords.at(-1)}.`,
  /** A2: "Schedule your session" to /services. */
  cta: { label: 'Schedule your session', href: SERVICES_PATH },
};

/* ---------- Service-category carousel (A3: 7 categories with title, subtitle, descriptions, image) ---------- */

export interface ServiceCategorySlide {
  category: CategoryName;
  title: string;
  subtitle: string;
  description: readonly string[];
  image: Picture;
  href: string;
}

const slide = (
  category: CategoryName,
  imageId: RasterImageId,
  subtitle: string,
  description: readonly string[],
  alt: string,
): ServiceCategorySlide => ({
  category,
  title: category,
  subtitle,
  description,
  image: { image: rasterImages[imageId], alt },
  href: servicesHref(category),
});

/** In the order A3 lists them. */
export const SERVICE_CATEGORY_SLIDES: readonly ServiceCategorySlide[] = [
  slide(
    'Individuals',
    'category-individuals',
    'Space to think, feel and grow',
    [
      'One-to-one counselling for stress, anxiety, low mood and life changes',
      'Go at your own pace, with a counsellor who listens first',
      'Practical steps to take into your week',
    ],
    'A person sitting cross-legged on a rug by an arched window at sunrise',
  ),
  slide(
    'Corporate',
    'category-corporate',
    'Healthier teams, kinder workplaces',
    [
      'Wellbeing sessions and workshops for teams',
      'Confidential support for employees',
      'Guidance for managers on conversations that matter',
    ],
    'Two colleagues at a table in front of a calm city skyline',
  ),
  slide(
    'Students',
    'category-students',
    'Support through exams, choices and change',
    [
      'Help with exam stress, focus and sleep',
      'Career questions talked through with a counsellor',
      'Short, affordable sessions for students aged 18 and above',
    ],
    'A student with a backpack on a winding path beside a stack of books',
  ),
  slide(
    'Educational & Professional Institutions',
    'category-institutions',
    'Wellbeing built into campus life',
    [
      'Counselling partnerships for colleges and institutes',
      'Workshops for faculty and staff',
      'Programmes planned with you, for your community',
    ],
    'Two people on the path to a columned college building between trees',
  ),
  slide(
    'Couples',
    'category-couples',
    'Listen, understand, reconnect',
    [
      'Sessions for couples at any stage',
      'Better ways to talk through disagreements',
      'A calm, neutral space for both of you',
    ],
    'A couple sitting close together on a park bench under a tree',
  ),
  slide(
    'Family',
    'category-family',
    'Stronger together at home',
    [
      'Family sessions for three to five members',
      'Support through change, conflict and loss',
      'Every voice in the family heard',
    ],
    'Two adults and two children holding hands on a green hill',
  ),
  slide(
    'Parent',
    'category-parent',
    'Confident, caring parenting',
    [
      'Guidance on routines, screens and exam stress',
      'Understanding your child or teenager better',
      'Ideas you can try at home the same week',
    ],
    'A parent and child holding hands while the child flies a kite',
  ),
];

/* ---------- Minute Of Calm (A4) ---------- */

export const calmSection = {
  heading: 'Minute Of Calm',
  intro: 'Take sixty seconds for yourself. Press Start, breathe slowly with the music, and let your shoulders drop.',
  /** A4: the message when the timer reaches 0. */
  finishedMessage: 'Great Job! Feel Refreshed?',
  start: 'Start',
  pause: 'Pause',
  resume: 'Resume',
  restart: 'Restart',
  muteMusic: 'Mute music',
  unmuteMusic: 'Unmute music',
  /** The gauge's accessible name; its number is read as "45 seconds left". */
  timerLabel: 'Time left',
  secondsLeft: (seconds: number) =>
    formatMessage('{seconds, plural, one {# second} other {# seconds}} left', { seconds }),
  /** Under the number on the gauge. */
  secondsUnit: 'seconds',
  /** The status line, announced politely when it changes (start, pause, finish), never each second. */
  runningMessage: 'Breathe in slowly, and out again.',
  pausedMessage: 'Paused. Resume when you are ready.',
} as const;

/* ---------- Statistics (A9) ---------- */

export interface StatsSection {
  heading: string;
  intro: string;
  /** rules/stats.ts: the figures for a given "now" (the years are computed from 2014). */
  figures: (now: Date) => Statistic[];
}

export const statsSection: StatsSection = {
  heading: `${brand.name} in numbers`,
  intro: `What a decade of listening looks like, since ${brand.foundedYear}.`,
  figures: statistics,
};

/* ---------- Services list with hover images (A2) ---------- */

export interface ServiceListItem {
  id: string;
  title: string;
  description: string;
  category: CategoryName;
  href: string;
  /** Shown beside the list while the item is hovered or focused. */
  image: Picture;
}

const service = (
  id: string,
  imageId: RasterImageId,
  title: string,
  category: CategoryName,
  description: string,
  alt: string,
): ServiceListItem => ({
  id,
  title,
  description,
  category,
  href: servicesHref(category),
  image: { image: rasterImages[imageId], alt },
});

export const SERVICES_LIST: readonly ServiceListItem[] = [
  service(
    'counselling',
    'service-counselling',
    'Individual counselling',
    'Individuals',
    'A private hour to talk through what is on your mind, with someone trained to help.',
    'Two armchairs facing each other beside a small table with a glass of water',
  ),
  service(
    'couples',
    'service-couples',
    'Couples counselling',
    'Couples',
    'Rebuild trust and find kinder ways of talking, together.',
    'Two linked rings, one teal and one apricot',
  ),
  service(
    'family',
    'service-family',
    'Family counselling',
    'Family',
    'Space for every member of the family to be heard.',
    'A round, leafy tree with golden fruit',
  ),
  service(
    'coaching',
    'service-coaching',
    'Life and career coaching',
    'Individuals',
    'Clarity on your next step, and support while you take it.',
    'A small figure at the top of a flight of steps below a rising sun',
  ),
  service(
    'students',
    'service-students',
    'Student wellbeing',
    'Students',
    'Help with exam stress, focus and the big decisions of student life.',
    'A green sprout growing from the fold of an open book',
  ),
  service(
    'workplace',
    'service-workplace',
    'Workplace wellbeing',
    'Corporate',
    'Sessions and workshops that help teams look after each other.',
    'A potted plant and a cup of tea on a sunny office windowsill',
  ),
];

/* ---------- Section headings ---------- */

export const homeSections = {
  carouselHeading: 'Support for every part of life',
  servicesHeading: 'How we can help',
  servicesIntro: 'Every session is online, by voice or video. Choose what fits you, or ask us to help you decide.',
  partnersHeading: 'We are Featured On',
  certificatesHeading: 'Certifications and Accreditation',
} as const;
