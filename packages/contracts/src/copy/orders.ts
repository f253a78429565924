// Texts of the order rules that the forms and the server share (spec 02 sections 4 and 5 leave them open): the GST
// number check, the coupon rule and paying with membership credits. The rules in rules/gstin.ts, rules/coupons.ts and
// rules/memberships.ts answer with these, so a form and the server's 4xx say the same words.
// Import by sub-path: `import { ordersCopy } from '@sukoon/contracts/copy/orders'`.
import { formatMessage } from '../message';
import { formatInr } from '../rules/prices';

const credits = (n: number) => formatMessage('{n, plural, one {# credit} other {# credits}}', { n });

export const ordersCopy = {
  gstin: {
    length: 'GST number must be 15 characters.',
    characters: 'GST number may contain only letters and digits.',
    state: 'GST number must start with a valid state code.',
    checksum: 'This GST number is not valid. Please check it and try again.',
  },

  coupon: {
    format: 'Coupon codes contain only letters, digits, - and _.',
    unknown: (code: string) => `The coupon code ${code} is not valid.`,
    notForMemberships: (code: string) => `The coupon code ${code} cannot be used for memberships.`,
    notForSessions: (code: string) => `The coupon code ${code} cannot be used for session bookings.`,
    belowMinimum: (code: string, minimum: number) =>
      `The coupon code ${code} applies to orders of ${formatInr(minimum)} or more.`,
    notWithCredits: 'Coupons apply to card payments. Remove the coupon code to pay with credits.',
    /** The visible discount, e.g. "Coupon WELCOME10 applied: 10% off, you save ₹3,000. You pay ₹27,000." */
    applied: (code: string, percentOff: number, discount: number, finalPrice: number) =>
      `Coupon ${code} applied: ${percentOff}% off, you save ${formatInr(discount)}. You pay ${formatInr(finalPrice)}.`,
  },

  credits: {
    /** The booking modal's choice beside paying by card. */
    use: (n: number) => `Use ${credits(n)}`,
    count: credits,
    noMembership: 'You have no active membership. Buy a membership, or pay for this session by card.',
    expired: (date: string) => `Your membership expired on ${date}. Renew it, or pay for this session by card.`,
    notEnough: (needed: number, left: number) =>
      `This session needs ${credits(needed)} and you have ${credits(left)} left. Pay by card, or top up your membership.`,
    booked: (n: number, left: number) =>
      `Your session is booked with ${credits(n)}. ${credits(left)} left on your membership.`,
  },
} as const;
