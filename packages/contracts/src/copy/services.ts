// Every user-facing text of the services catalogue (spec 02 section 2): the category tabs, the
// service cards and the grid. The action buttons' labels and "Contact for pricing" are rules'
// outputs and stay beside their rules (rules/services.ts, rules/prices.ts).
// Import by sub-path: `import { servicesCopy } from '@sukoon/contracts/copy/services'`.

import { formatMessage } from '../message';
export const servicesCopy = {
  /** The Services page while the catalogue loads (B2). */
  loading: 'Loading services',
  tabsLabel: 'Service categories',
  card: {
    /** Screen-reader terms of the card's price and duration. */
    price: 'Price',
    duration: 'Duration',
    /** A session's length as the card and the booking summary show it: "60 minutes". */
    minutes: (minutes: number) => formatMessage('{minutes, plural, one {# minute} other {# minutes}}', { minutes }),
    /** A description line that starts so is a remark, drawn bold without a bullet. */
    notePrefix: 'Note:',
  },
  grid: {
    empty: 'No services in this category yet.',
  },
  /** "Please sign in to book {service}" under a card's button while the sign-in redirect waits. */
  signInToBook: (service: string) => `Please sign in to book ${service}`,
} as const;
