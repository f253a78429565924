// Every user-facing text of memberships (spec 02 sections 2, 4 and 8): the plan cards, the plans
// page's messages, the purchase modal and My Membership. Import by sub-path:
// `import { membershipsCopy } from '@sukoon/contracts/copy/memberships'`.

export const membershipsCopy = {
  card: {
    /** Screen-reader terms of the card's figures. */
    price: 'Price',
    originalPrice: 'Original price',
    credits: 'Credits',
    validity: 'Validity',
    /** "4 session credits" on the card's figure row. */
    creditsCount: (credits: number) => (credits === 1 ? '1 session credit' : `${credits} session credits`),
    choose: 'Choose Plan',
  },
  plans: {
    loginRequired: 'Please log in to view membership details and purchase plans.',
    authRequired: 'Authentication required. Please log in to view membership plans.',
    loadFailed: 'Unable to load membership plans. Please try again later.',
    offline: "You're currently offline...",
    loading: 'Loading membership plans',
  },
} as const;
