import { mailCopy } from '@sukoon/contracts/copy/mail';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Tx } from '../../db';
import { announceConfirmedSession } from '../bookings/reminders';
import { services } from '../catalogue/schema';
import { membershipActivatedMail } from '../memberships/mail';
import { orderRef, type PaymentsDeps } from './orderRefs';
import * as payu from './payu';
import type { PaymentRow } from './schema';
import { settleFailure, settleSuccess, type SuccessSettlement } from './settle';

/** Settlement after the gateway's word: the confirming transaction, its e-mail and invoice, and a refund's log line. */
export function createGatewayConfirmation({ ctx, gateway, onPaid }: PaymentsDeps) {
  const { config, db, mailer, now } = ctx;
  const host = new URL(config.publicUrl).hostname;

  /**
   * The e-mail of a confirmation (with the invitation, or the membership's receipt), enqueued in the settling
   * transaction: it exists exactly when the confirmation does, and a replayed callback settles (and mails) nothing.
   */
  async function announce(tx: Tx, settlement: SuccessSettlement) {
    if (settlement.kind === 'confirmed' || settlement.kind === 'activated') {
      await onPaid?.(tx, settlement.payment, settlement.payment.completedAt ?? new Date(now()));
    }
    if (settlement.kind === 'activated') {
      const { payment, purchase, membership, plan } = settlement;
      await mailer.enqueue(
        tx,
        membershipActivatedMail(
          config.brand,
          config.publicUrl,
          { email: payment.email, firstName: payment.firstname },
          {
            planName: plan.name,
            creditsAdded: purchase.credits,
            creditsNow: membership.credits,
            endsAt: membership.endsAt,
            amount: payment.amount,
            discount: purchase.discount,
            gstNumber: purchase.gstNumber,
            txnid: payment.txnid,
          },
        ),
      );
      return;
    }
    if (settlement.kind !== 'confirmed') return;
    const { payment, booking } = settlement;
    const [service] = await tx
      .select({ title: services.title })
      .from(services)
      .where(eq(services.id, booking.serviceId));
    await announceConfirmedSession({
      tx,
      mailer,
      mail: { brand: config.brand, host, now: new Date(now()) },
      recipient: { email: payment.email, firstName: payment.firstname },
      session: {
        bookingId: booking.id,
        serviceTitle: service?.title ?? mailCopy.bookingConfirmed.fallbackService,
        date: booking.date,
        startTime: booking.startTime,
        durationMinutes: booking.durationMinutes,
        payment: { method: 'card', amount: payment.amount, txnid: payment.txnid },
        meetingLink: booking.meetingLink ?? '',
      },
    });
  }

  function logRefund(settlement: SuccessSettlement, log: FastifyBaseLogger) {
    if (settlement.kind === 'refund_due') {
      log.error(
        {
          paymentId: settlement.payment.id,
          order: orderRef(settlement.payment),
          txnid: settlement.payment.txnid,
        },
        `payments: refund due: ${settlement.payment.note ?? ''}`,
      );
    }
  }

  /** Asks the gateway, and settles a success only if it agrees on status and amount. */
  async function confirmWithGateway(payment: PaymentRow, log: FastifyBaseLogger) {
    const verdict = await gateway.verify(payment.txnid);
    if (verdict.status === 'success' && payu.sameAmount(verdict.amount, payment.amount)) {
      const settlement = await settleSuccess(
        db,
        payment.id,
        { mihpayid: verdict.mihpayid, gatewayStatus: verdict.unmappedstatus },
        new Date(now()),
        config.meetingLinkTemplate,
        announce,
      );
      logRefund(settlement, log);
      return { verdict, settlement } as const;
    }
    if (verdict.status === 'failure') {
      await settleFailure(
        db,
        payment.id,
        {
          cancelled: verdict.unmappedstatus === 'userCancelled',
          mihpayid: verdict.mihpayid,
          gatewayStatus: verdict.unmappedstatus,
        },
        new Date(now()),
      );
    }
    return { verdict, settlement: undefined } as const;
  }

  return { confirmWithGateway, logRefund };
}

export type GatewayConfirmation = ReturnType<typeof createGatewayConfirmation>;
