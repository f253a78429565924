import { randomUUID } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { mailOutbox } from '../../mail/schema';
import { dropRegistrations } from '../accounts/registrations';
import { oneTimeCodes, userIdentities, users } from '../accounts/schema';
import { ERASED_EMAIL_DOMAIN } from '../accounts/users';
import { revokeUserSessions } from '../accounts/sessions';
import { bookings } from '../bookings/schema';
import { testimonials } from '../feedback/schema';
import { inquiries } from '../inquiries/schema';
import { membershipPurchases } from '../memberships/schema';
import { paymentCallbacks, payments, sandboxTransactions } from '../payments/schema';

/**
 * Erases one person's account in one transaction (DPDP Act 2023, the right to erasure), keeping what the law makes
 * us keep. Gone: every session (revoked), sign-in identities and codes, the password, names, mobile, location and
 * address (the row stays, under a unique non-routable address, so bookings, payments and credits still add up and
 * the address may register again), contact messages from the address with the support team's outbox copies of them,
 * mails to the address, the names and contact details on payments and gateway records, the GSTINs given with orders,
 * and the name and words of feedback, which is no longer published (its rating stays).
 * Kept: bookings, payments, memberships and credit movements without personal data, and invoices exactly as issued
 * (the CGST Act, section 36, keeps tax invoices for 72 months; they carry the name, address and GSTIN they were issued
 * to). A contact message already delivered to the support mailbox is beyond the database and cannot be recalled.
 */
export async function eraseAccount(db: Db, userId: number, now: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [user] = await tx.select({ email: users.email }).from(users).where(eq(users.id, userId)).for('update');
    if (!user) return;
    await revokeUserSessions(tx, userId, now);
    await tx.delete(userIdentities).where(eq(userIdentities.userId, userId));
    await tx.delete(oneTimeCodes).where(eq(oneTimeCodes.userId, userId));
    await dropRegistrations(tx, userId);
    const messageIds = tx.select({ id: inquiries.id }).from(inquiries).where(eq(inquiries.email, user.email));
    await tx.delete(mailOutbox).where(inArray(mailOutbox.inquiryId, messageIds));
    await tx.delete(inquiries).where(eq(inquiries.email, user.email));
    await tx.delete(mailOutbox).where(eq(mailOutbox.to, user.email));

    const paymentIds = tx.select({ txnid: payments.txnid }).from(payments).where(eq(payments.userId, userId));
    await tx
      .update(sandboxTransactions)
      .set({ firstname: '', email: '', phone: '' })
      .where(inArray(sandboxTransactions.txnid, paymentIds));
    await tx
      .update(paymentCallbacks)
      // The personal fields the gateway posts back (PayU's names); the rest is the payment's evidence.
      .set({ payload: sql`${paymentCallbacks.payload} - 'firstname' - 'lastname' - 'email' - 'phone'` })
      .where(inArray(paymentCallbacks.txnid, paymentIds));
    await tx.update(payments).set({ firstname: '', email: '', phone: '' }).where(eq(payments.userId, userId));

    await tx
      .update(testimonials)
      .set({
        comment: '',
        improve: '',
        userName: '',
        consent: false,
        isAdminApproved: false,
        approvedOnMainPage: false,
      })
      .where(eq(testimonials.userId, userId));
    // The invoices keep the GSTIN they were issued with; the orders' copies are no longer needed.
    await tx.update(bookings).set({ gstNumber: null }).where(eq(bookings.userId, userId));
    await tx.update(membershipPurchases).set({ gstNumber: null }).where(eq(membershipPurchases.userId, userId));

    const placeholder = `deleted-${randomUUID()}`;
    await tx
      .update(users)
      .set({
        email: `${placeholder}@${ERASED_EMAIL_DOMAIN}`,
        username: placeholder,
        passwordHash: null,
        firstName: '',
        lastName: '',
        mobile: null,
        country: null,
        state: null,
        city: null,
        pincode: null,
        isVerified: false,
        updatedAt: new Date(now),
      })
      .where(eq(users.id, userId));
  });
}
