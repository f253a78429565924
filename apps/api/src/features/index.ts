import type { Feature } from '../context';
import { routes as accountsRoutes } from './accounts/routes';
import { releaseDueReminders } from './bookings/reminders';
import { createBookingsRoutes } from './bookings/routes';
import { routes as catalogueRoutes } from './catalogue/routes';
import { seed as catalogueSeed } from './catalogue/seed';
import { seed as couponsSeed } from './coupons/seed';
import { seed as counsellorsSeed } from './counsellors/seed';
import { routes as contentRoutes } from './content/routes';
import { seed as contentSeed } from './content/seed';
import { pageAnswers as feedbackPageAnswers, routes as feedbackRoutes } from './feedback/routes';
import { seed as feedbackSeed } from './feedback/seed';
import { routes as inquiriesRoutes } from './inquiries/routes';
import { issueInvoice } from './invoices/invoices';
import { routes as invoicesRoutes } from './invoices/routes';
import { payWithCredits, returnCredits } from './memberships/memberships';
import { routes as membershipsRoutes } from './memberships/routes';
import { seed as membershipsSeed } from './memberships/seed';
import { createPaymentsRoutes } from './payments/routes';
import { confirmingPaymentsOf, failedPaymentsOf, requestBookingRefund } from './payments/bookingPayments';
import { routes as privacyRoutes } from './privacy/routes';
import { routes as staffRoutes } from './staff/routes';

/**
 * Every feature of the api, in registration and seeding order (a feature whose seed needs another's rows comes
 * after it). content and inquiries stand alone; staff (moderation) comes last and reads feedback's and inquiries' tables. Features import one way, feedback -> payments -> memberships -> bookings -> counsellors -> coupons ->
 * catalogue -> accounts (architecture.test.ts checks it); where an earlier feature needs a later one's answer, this list passes
 * the function in: bookings get "whose card payment failed", "the payment that confirmed it" and "request its
 * refund" from payments, and "take credits" and "give them back" from memberships.
 * See ./README.md.
 */
export const features: readonly Feature[] = [
  { name: 'accounts', routes: accountsRoutes },
  { name: 'catalogue', routes: catalogueRoutes, seed: catalogueSeed },
  { name: 'coupons', seed: couponsSeed },
  // Who takes sessions: after the catalogue, whose services each placeholder team offers; before bookings.
  { name: 'counsellors', seed: counsellorsSeed },
  {
    name: 'bookings',
    routes: createBookingsRoutes({
      failedPaymentsOf,
      payWithCredits,
      confirmingPaymentsOf,
      requestRefund: requestBookingRefund,
      returnCredits,
    }),
    // Session reminders, 24 h and 1 h before each confirmed session.
    releaseDueMail: (ctx) => releaseDueReminders(ctx.db, new Date(ctx.now()), ctx.mailer.kind),
  },
  { name: 'memberships', routes: membershipsRoutes, seed: membershipsSeed },
  // A payment that confirms its order issues the order's GST invoice in the same transaction.
  { name: 'payments', routes: createPaymentsRoutes({ onPaid: issueInvoice }) },
  { name: 'invoices', routes: invoicesRoutes },
  { name: 'feedback', routes: feedbackRoutes, seed: feedbackSeed, pageAnswers: feedbackPageAnswers },
  { name: 'content', routes: contentRoutes, seed: contentSeed },
  { name: 'inquiries', routes: inquiriesRoutes },
  { name: 'staff', routes: staffRoutes },
  // A person's own data: reads every other feature's tables, so it comes last.
  { name: 'privacy', routes: privacyRoutes },
];
