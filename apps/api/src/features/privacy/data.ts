import { desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db';
import { attachmentInfo } from '../../mail/mailer';
import { mailOutbox } from '../../mail/schema';
import { sessions, userIdentities, users } from '../accounts/schema';
import { bookings } from '../bookings/schema';
import { services } from '../catalogue/schema';
import { testimonials } from '../feedback/schema';
import { inquiries } from '../inquiries/schema';
import { invoices } from '../invoices/schema';
import { creditLedger, membershipPlans, membershipPurchases, memberships } from '../memberships/schema';
import { paymentCallbacks, payments } from '../payments/schema';

/** Drops the keys a person's export never carries: secrets the server keeps of them, not data about them. */
function without<T extends Record<string, unknown>, K extends keyof T>(row: T, ...keys: K[]): Omit<T, K> {
  const copy = { ...row };
  for (const key of keys) delete copy[key];
  return copy;
}

/**
 * Everything the service holds about one person (DPDP Act 2023, the right to access): the profile and linked
 * sign-in providers, their sign-in sessions (when, not the tokens), bookings, payments, memberships with every
 * credit movement, feedback, invoices, the contact messages sent from their address, the mails sent to it (their
 * text, and attachments by name and size: the invoices among them are exported as records) and what the payment
 * gateway posted back for their payments as we keep it. Password and token hashes and one-time codes are secrets,
 * not data about the person, and are left out.
 */
export async function personalDataOf(db: Db, userId: number, now: Date) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return undefined;

  const [identities, signIns, bookingRows, paymentRows, membershipRows, purchases, ledger, feedback, invoiceRows] =
    await Promise.all([
      db.select().from(userIdentities).where(eq(userIdentities.userId, userId)),
      db.select().from(sessions).where(eq(sessions.userId, userId)).orderBy(desc(sessions.createdAt)),
      db
        .select({ booking: bookings, service: services.title })
        .from(bookings)
        .innerJoin(services, eq(services.id, bookings.serviceId))
        .where(eq(bookings.userId, userId))
        .orderBy(desc(bookings.date), desc(bookings.startTime)),
      db.select().from(payments).where(eq(payments.userId, userId)).orderBy(desc(payments.createdAt)),
      db.select().from(memberships).where(eq(memberships.userId, userId)),
      db
        .select({ purchase: membershipPurchases, plan: membershipPlans.name })
        .from(membershipPurchases)
        .innerJoin(membershipPlans, eq(membershipPlans.id, membershipPurchases.planId))
        .where(eq(membershipPurchases.userId, userId))
        .orderBy(desc(membershipPurchases.createdAt)),
      db.select().from(creditLedger).where(eq(creditLedger.userId, userId)).orderBy(desc(creditLedger.id)),
      db.select().from(testimonials).where(eq(testimonials.userId, userId)).orderBy(desc(testimonials.createdAt)),
      db.select().from(invoices).where(eq(invoices.userId, userId)).orderBy(desc(invoices.issuedAt)),
    ]);
  const [messages, mails, returns] = await Promise.all([
    db.select().from(inquiries).where(eq(inquiries.email, user.email)).orderBy(desc(inquiries.createdAt)),
    db.select().from(mailOutbox).where(eq(mailOutbox.to, user.email)).orderBy(desc(mailOutbox.id)),
    db
      .select()
      .from(paymentCallbacks)
      .where(
        inArray(
          paymentCallbacks.txnid,
          db.select({ txnid: payments.txnid }).from(payments).where(eq(payments.userId, userId)),
        ),
      )
      .orderBy(desc(paymentCallbacks.id)),
  ]);

  return {
    exported_at: now.toISOString(),
    profile: without(user, 'passwordHash'),
    sign_in_providers: identities.map((identity) => without(identity, 'subject')),
    sign_in_sessions: signIns.map((session) => without(session, 'tokenHash')),
    bookings: bookingRows.map(({ booking, service }) => ({ ...without(booking, 'meetingRoom'), service })),
    payments: paymentRows,
    memberships: membershipRows,
    membership_purchases: purchases.map(({ purchase, plan }) => ({ ...purchase, plan })),
    credit_movements: ledger,
    feedback,
    invoices: invoiceRows,
    contact_messages: messages,
    mails: mails.map((mail) => ({ ...without(mail, 'html'), attachments: mail.attachments.map(attachmentInfo) })),
    payment_returns: returns,
  };
}
