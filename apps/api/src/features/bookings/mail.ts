import { formatDateLong, formatInr, formatTimeIst, IST, slotInstant } from '@sukoon/contracts';
import { mailCopy } from '@sukoon/contracts/copy/mail';
import { createEvent } from 'ics';
import { renderMail, type MailBrand } from '../../mail/layout';
import type { MailMessage } from '../../mail/mailer';

/** How a confirmed session was paid: by card (the amount and PayU's transaction) or with membership credits. */
export type SessionPayment = { method: 'card'; amount: string; txnid: string } | { method: 'credits'; credits: number };

export interface ConfirmedSession {
  bookingId: number;
  serviceTitle: string;
  /** 'yyyy-MM-dd', India. */
  date: string;
  /** 'HH:mm:ss', India. */
  startTime: string;
  durationMinutes: number;
  payment: SessionPayment;
  meetingLink: string;
}

/**
 * The calendar invitation. The UID is stable per booking (booking-<id>@<host>), so a calendar that receives it twice
 * updates one event instead of adding a second. Times are the Indian slot converted to UTC instants, which every
 * calendar shows correctly in its own zone; X-WR-TIMEZONE suggests India for display.
 */
export function sessionInvitation(brand: MailBrand, host: string, session: ConfirmedSession): string {
  const start = slotInstant(session.date, session.startTime).getTime();
  const end = start + session.durationMinutes * 60_000;
  const { error, value } = createEvent({
    uid: `booking-${session.bookingId}@${host}`,
    productId: `${brand.brandName.replace(/[^\w.-]+/g, '')}/bookings`,
    method: 'PUBLISH',
    start,
    startInputType: 'utc',
    startOutputType: 'utc',
    end,
    endInputType: 'utc',
    endOutputType: 'utc',
    title: mailCopy.invitation.title(session.serviceTitle, brand.brandName),
    description: mailCopy.invitation.description(brand.brandName, session.meetingLink),
    location: session.meetingLink,
    url: session.meetingLink,
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
    organizer: { name: brand.brandName, email: brand.supportEmail },
    alarms: [{ action: 'display', description: mailCopy.invitation.reminder, trigger: { minutes: 15, before: true } }],
  });
  if (error || !value) throw error ?? new Error('ics produced no calendar');
  return value.replace(/METHOD:PUBLISH(\r?\n)/, `METHOD:PUBLISH$1X-WR-TIMEZONE:${IST}$1`);
}

/** "Your session is confirmed" with the meeting link and the .ics invitation attached. */
export function bookingConfirmationMail(
  brand: MailBrand,
  host: string,
  recipient: { email: string; firstName: string },
  session: ConfirmedSession,
): MailMessage {
  const copy = mailCopy.bookingConfirmed;
  const start = slotInstant(session.date, session.startTime);
  const end = new Date(start.getTime() + session.durationMinutes * 60_000);
  const date = formatDateLong(session.date);
  return {
    to: recipient.email,
    subject: copy.subject(session.serviceTitle, date),
    ...renderMail(brand, {
      heading: copy.heading,
      paragraphs: [
        mailCopy.greeting(recipient.firstName),
        ...(session.payment.method === 'card' ? copy.paragraphs : copy.creditParagraphs),
      ],
      details: [
        { label: copy.labels.session, value: session.serviceTitle },
        { label: copy.labels.date, value: date },
        { label: copy.labels.time, value: copy.time(formatTimeIst(start), formatTimeIst(end)) },
        { label: copy.labels.duration, value: copy.duration(session.durationMinutes) },
        ...(session.payment.method === 'card'
          ? [
              { label: copy.labels.amountPaid, value: formatInr(Number(session.payment.amount)) },
              { label: copy.labels.transactionId, value: session.payment.txnid },
            ]
          : [{ label: copy.labels.paidWith, value: copy.credits(session.payment.credits) }]),
        { label: copy.labels.meetingLink, value: session.meetingLink },
      ],
      action: { label: copy.join, url: session.meetingLink },
      footnote: copy.footnote,
    }),
    attachments: [
      {
        filename: 'session.ics',
        content: sessionInvitation(brand, host, session),
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      },
    ],
  };
}
