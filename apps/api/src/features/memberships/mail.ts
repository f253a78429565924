import { formatDateLong, formatInr, todayIst } from '@sukoon/contracts';
import { mailCopy } from '@sukoon/contracts/copy/mail';
import { renderMail, type MailBrand } from '../../mail/layout';
import type { MailMessage } from '../../mail/mailer';

export interface ActivatedMembership {
  planName: string;
  creditsAdded: number;
  creditsNow: number;
  endsAt: Date | null;
  amount: string;
  discount: string;
  gstNumber: string | null;
  txnid: string;
}

/** "Your Gold membership is active": the receipt of a paid purchase, with the credits and the end date. */
export function membershipActivatedMail(
  brand: MailBrand,
  publicUrl: string,
  recipient: { email: string; firstName: string },
  m: ActivatedMembership,
): MailMessage {
  const copy = mailCopy.membershipActivated;
  const discount = Number(m.discount);
  return {
    to: recipient.email,
    subject: copy.subject(m.planName),
    ...renderMail(brand, {
      heading: copy.heading,
      paragraphs: [mailCopy.greeting(recipient.firstName), ...copy.paragraphs],
      details: [
        { label: copy.labels.plan, value: m.planName },
        { label: copy.labels.creditsAdded, value: String(m.creditsAdded) },
        { label: copy.labels.creditsNow, value: String(m.creditsNow) },
        { label: copy.labels.validUntil, value: m.endsAt ? formatDateLong(todayIst(m.endsAt)) : copy.noEnd },
        ...(discount > 0 ? [{ label: copy.labels.discount, value: formatInr(discount) }] : []),
        { label: copy.labels.amountPaid, value: formatInr(Number(m.amount)) },
        ...(m.gstNumber ? [{ label: copy.labels.gstNumber, value: m.gstNumber }] : []),
        { label: copy.labels.orderId, value: m.txnid },
      ],
      action: { label: copy.action, url: `${publicUrl}/MyMembership` },
      footnote: copy.footnote,
    }),
  };
}
