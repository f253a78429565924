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
  /** The invitation's iCalendar SEQUENCE (bookings.calendar_sequence): 0 when confirmed, +1 at every change. */
  calendarSequence?: number;
}

/** PUBLISH adds or updates the event (same UID, higher SEQUENCE); CANCEL removes it. */
export type InvitationMethod = 'PUBLISH' | 'CANCEL';

/**
 * The calendar invitation. The UID is stable per booking (booking-<id>@<host>), so a calendar that receives it twice
 * updates one event instead of adding a second. Times are the Indian slot converted to UTC instants, which every
 * calendar shows correctly in its own zone; X-WR-TIMEZONE suggests India for display. A moved session is published
 * again (the first invitation was PUBLISH, without attendees, so REQUEST would only add a reply button with nobody
 * to answer); a cancelled one goes as CANCEL with STATUS:CANCELLED. Both carry a higher SEQUENCE than the one before.
 */
export function sessionInvitation(
  brand: MailBrand,
  host: string,
  session: ConfirmedSession,
  method: InvitationMethod = 'PUBLISH',
): string {
  const start = slotInstant(session.date, session.startTime).getTime();
  const end = start + session.durationMinutes * 60_000;
  const { error, value } = createEvent({
    uid: `booking-${session.bookingId}@${host}`,
    productId: `${brand.brandName.replace(/[^\w.-]+/g, '')}/bookings`,
    method,
    sequence: session.calendarSequence ?? 0,
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
    status: method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    busyStatus: 'BUSY',
    organizer: { name: brand.brandName, email: brand.supportEmail },
    alarms: [{ action: 'display', description: mailCopy.invitation.reminder, trigger: { minutes: 15, before: true } }],
  });
  if (error || !value) throw error ?? new Error('ics produced no calendar');
  return value.replace(/METHOD:(\w+)(\r?\n)/, `METHOD:$1$2X-WR-TIMEZONE:${IST}$2`);
}

/** The invitation as the attachment every session mail carries. */
function invitationAttachment(
  brand: MailBrand,
  host: string,
  session: ConfirmedSession,
  method: InvitationMethod = 'PUBLISH',
) {
  return {
    filename: 'session.ics',
    content: sessionInvitation(brand, host, session, method),
    contentType: `text/calendar; charset=utf-8; method=${method}`,
  };
}

/** The session's name, date and time (Indian), as every session mail lists them first. */
function sessionDetails(session: ConfirmedSession) {
  const labels = mailCopy.bookingConfirmed.labels;
  const start = slotInstant(session.date, session.startTime);
  const end = new Date(start.getTime() + session.durationMinutes * 60_000);
  return [
    { label: labels.session, value: session.serviceTitle },
    { label: labels.date, value: formatDateLong(session.date) },
    { label: labels.time, value: mailCopy.bookingConfirmed.time(formatTimeIst(start), formatTimeIst(end)) },
  ];
}

/** How a session was paid, as its mails list it. */
function paymentDetails(payment: SessionPayment) {
  const copy = mailCopy.bookingConfirmed;
  return payment.method === 'card'
    ? [
        { label: copy.labels.amountPaid, value: formatInr(Number(payment.amount)) },
        { label: copy.labels.orderId, value: payment.txnid },
      ]
    : [{ label: copy.labels.paidWith, value: copy.credits(payment.credits) }];
}

export type Recipient = { email: string; firstName: string };

/**
 * Every session mail's frame: the greeting, the session's name, date and time first, then `details`; the meeting
 * link as the action (not on a cancellation) and the invitation attached with `method`.
 */
export function sessionMail(
  brand: MailBrand,
  host: string,
  recipient: Recipient,
  session: ConfirmedSession,
  content: {
    subject: string;
    heading: string;
    paragraphs: readonly string[];
    details: readonly { label: string; value: string }[];
    footnote?: string;
    method?: InvitationMethod;
  },
): MailMessage {
  const method = content.method ?? 'PUBLISH';
  return {
    to: recipient.email,
    subject: content.subject,
    ...renderMail(brand, {
      heading: content.heading,
      paragraphs: [mailCopy.greeting(recipient.firstName), ...content.paragraphs],
      details: [...sessionDetails(session), ...content.details],
      ...(method === 'CANCEL' ? {} : { action: { label: mailCopy.bookingConfirmed.join, url: session.meetingLink } }),
      ...(content.footnote ? { footnote: content.footnote } : {}),
    }),
    attachments: [invitationAttachment(brand, host, session, method)],
  };
}

/** "Your session is confirmed" with the meeting link and the .ics invitation attached. */
export function bookingConfirmationMail(
  brand: MailBrand,
  host: string,
  recipient: Recipient,
  session: ConfirmedSession,
): MailMessage {
  const copy = mailCopy.bookingConfirmed;
  return sessionMail(brand, host, recipient, session, {
    subject: copy.subject(session.serviceTitle, formatDateLong(session.date)),
    heading: copy.heading,
    paragraphs: session.payment.method === 'card' ? copy.paragraphs : copy.creditParagraphs,
    details: [
      { label: copy.labels.duration, value: copy.duration(session.durationMinutes) },
      ...paymentDetails(session.payment),
      { label: copy.labels.meetingLink, value: session.meetingLink },
    ],
    footnote: copy.footnote,
  });
}

/** "Your session has moved": the new time, where it was, the same meeting link, and the updated invitation. */
export function sessionMovedMail(
  brand: MailBrand,
  host: string,
  recipient: Recipient,
  session: ConfirmedSession,
  previous: { date: string; startTime: string },
): MailMessage {
  const copy = mailCopy.sessionMoved;
  const previousStart = formatTimeIst(slotInstant(previous.date, previous.startTime));
  return sessionMail(brand, host, recipient, session, {
    subject: copy.subject(session.serviceTitle, formatDateLong(session.date)),
    heading: copy.heading,
    paragraphs: copy.paragraphs,
    details: [
      { label: copy.previously, value: copy.previousTime(formatDateLong(previous.date), previousStart) },
      { label: mailCopy.bookingConfirmed.labels.meetingLink, value: session.meetingLink },
    ],
    footnote: mailCopy.bookingConfirmed.footnote,
  });
}

/** "Your session is cancelled": what happens to the payment, and the invitation's CANCEL for calendars. */
export function sessionCancelledMail(
  brand: MailBrand,
  host: string,
  recipient: Recipient,
  session: ConfirmedSession,
): MailMessage {
  const copy = mailCopy.sessionCancelled;
  const { payment } = session;
  return sessionMail(brand, host, recipient, session, {
    subject: copy.subject(session.serviceTitle, formatDateLong(session.date)),
    heading: copy.heading,
    paragraphs: [
      ...copy.paragraphs,
      payment.method === 'credits' ? copy.creditsReturned(payment.credits) : copy.refundRequested,
    ],
    details: paymentDetails(payment),
    method: 'CANCEL',
  });
}
