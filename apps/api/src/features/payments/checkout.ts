import type {
  InitiateMembershipPaymentPayload,
  InitiateMembershipPaymentResponse,
  InitiatePaymentPayload,
  InitiatePaymentResponse,
} from '@sukoon/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db';
import { httpError } from '../../http/errors';
import type { AuthUser } from '../accounts/auth';
import { bookings } from '../bookings/schema';
import { services } from '../catalogue/schema';
import { createPurchase } from '../memberships/memberships';
import { orderRef, returnPath, type PaymentsDeps } from './orderRefs';
import { PAYMENT_MESSAGES } from '@sukoon/contracts/copy/payments';
import * as payu from './payu';
import { payments, type PaymentRow } from './schema';

/** The checkout of a booking or a membership purchase: the payment row and PayU's signed form. */
export function createCheckout({ ctx, gateway }: PaymentsDeps) {
  const { config, db, now } = ctx;

  async function initiateBookingPayment(
    user: AuthUser,
    input: InitiatePaymentPayload,
  ): Promise<InitiatePaymentResponse> {
    const [found] = await db
      .select({ booking: bookings, title: services.title })
      .from(bookings)
      .innerJoin(services, eq(bookings.serviceId, services.id))
      .where(and(eq(bookings.id, input.booked_session_id), eq(bookings.userId, user.id)));
    if (!found) throw httpError(404, PAYMENT_MESSAGES.bookingNotFound);
    const { booking, title } = found;
    if (booking.status === 'confirmed') throw httpError(409, PAYMENT_MESSAGES.alreadyPaid);
    if (booking.status !== 'held' || booking.holdExpiresAt.getTime() <= now())
      throw httpError(409, PAYMENT_MESSAGES.holdExpired);

    // The amount is the booking's server price (after its coupon); final_price, price and amount of the body are
    // never read.
    const { html, txnid, amount } = await startCheckout(
      db,
      user,
      { bookingId: booking.id, membershipPurchaseId: null },
      booking.finalPrice,
      `Booking ${booking.id} ${title}`,
    );
    return { html, transaction_id: txnid, amount };
  }

  /**
   * One checkout for any order: the payment row (the attempt) and PayU's form with the request hash. udf1 names the
   * order, and every return is checked against it, the amount and the reverse hash, the same for every kind of order.
   */
  async function startCheckout(
    tx: Db | Tx,
    user: AuthUser,
    order: Pick<PaymentRow, 'bookingId' | 'membershipPurchaseId'>,
    price: string,
    description: string,
  ) {
    const amount = payu.amountText(price);
    const txnid = payu.newTxnid();
    const udf: payu.Udf = [orderRef(order), '', '', '', ''];
    const fields = {
      key: gateway.key,
      txnid,
      amount,
      productinfo: payu.payuText(description, 100),
      firstname: payu.payuText(user.firstName, 60) || payu.payuText(user.username, 60) || 'Customer',
      email: user.email,
      udf,
    };
    const phone = (user.mobile ?? '').replace(/\D/g, '').slice(-10);
    await tx.insert(payments).values({
      ...order,
      userId: user.id,
      txnid,
      gateway: gateway.mode,
      amount,
      productinfo: fields.productinfo,
      firstname: fields.firstname,
      email: fields.email,
      phone,
      createdAt: new Date(now()),
      updatedAt: new Date(now()),
    });
    const html = payu.checkoutFormHtml(gateway.paymentUrl, {
      ...fields,
      phone,
      surl: `${config.publicUrl}${returnPath('success', txnid)}`,
      furl: `${config.publicUrl}${returnPath('failure', txnid)}`,
      curl: `${config.publicUrl}${returnPath('cancel', txnid)}`,
      hash: payu.requestHash(fields, gateway.salt),
    });
    return { html, txnid, amount };
  }

  /**
   * The membership use of the path (B7): a pending purchase at the plan's server price with the coupon applied (or
   * refused), and the same checkout as a booking. The answer carries the form (html), and the visible discount.
   */
  async function initiateMembershipPayment(
    user: AuthUser,
    input: InitiateMembershipPaymentPayload,
  ): Promise<InitiateMembershipPaymentResponse> {
    return db.transaction(async (tx) => {
      const { purchase, plan, price } = await createPurchase(tx, {
        userId: user.id,
        planId: input.member_id,
        couponCode: input.coupon_code,
        gstNumber: input.gst_number,
        now: new Date(now()),
        couponHeldUntil: new Date(now() + config.bookingHoldMinutes * 60_000),
      });
      const { html, txnid, amount } = await startCheckout(
        tx,
        user,
        { bookingId: null, membershipPurchaseId: purchase.id },
        purchase.amount,
        `Membership ${plan.name}`,
      );
      return {
        html,
        transaction_id: txnid,
        amount,
        purchase_id: purchase.id,
        original_amount: purchase.listPrice,
        ...(price.couponCode
          ? { discount: purchase.discount, coupon_code: price.couponCode, message: price.message ?? undefined }
          : {}),
      };
    });
  }

  return { initiateBookingPayment, initiateMembershipPayment };
}
