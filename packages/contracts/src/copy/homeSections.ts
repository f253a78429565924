// The interface words of the home page's sections built in packages/ui (hero, service carousel,
// statistics, services list, featured articles). The sections' content (headline, slides, figures,
// articles) lives in content/home.ts and content/articles.ts; these are the controls' and labels' words.
// Import by sub-path: `import { homeSectionsCopy } from '@sukoon/contracts/copy/homeSections'`.

export const homeSectionsCopy = {
  carousel: {
    /** aria-roledescription of the carousel region and of each slide (W3C carousel pattern). */
    roleDescription: 'carousel',
    slideRoleDescription: 'slide',
    /** "3 of 7": each slide's accessible name. */
    slideLabel: (position: number, total: number) => `${position} of ${total}`,
    previous: 'Previous slide',
    next: 'Next slide',
    /** A dot's accessible name: "Go to slide 3: Students". */
    goTo: (position: number, title: string) => `Go to slide ${position}: ${title}`,
    dotsLabel: 'Choose a slide',
    /** WCAG 2.2.2: the visible control that stops and restarts the automatic advance. */
    pause: 'Pause',
    play: 'Play',
    pauseLabel: 'Pause the slideshow',
    playLabel: 'Play the slideshow',
    explore: 'Explore',
  },
  stats: {
    listLabel: 'Our numbers',
  },
  founder: {
    /** Under the founder's section: to /about. */
    more: 'Read our story',
  },
  servicesList: {
    more: 'Learn more',
  },
  articles: {
    listLabel: 'Featured articles',
    published: 'Published',
    readTime: 'Reading time',
    category: 'Category',
    readArticle: 'Read article',
  },
} as const;
