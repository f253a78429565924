import { formatDateLong, formatInr, formatTimeIst, IST, slotInstant } from '@sukoon/contracts';
import { createEvent } from 'ics';
import { renderMail, type MailBrand } from '../../mail/layout';
import type { MailMessage } from '../../mail/mailer';

export interface ConfirmedSession {
  bookingId: number;
  serviceTitle: string;
  /** 'yyyy-MM-dd', India. */
  date: string;
  /** 'HH:mm:ss', India. */
  startTime: string;
  durationMinutes: number;
  amount: string;
  txnid: string;
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
    title: `${session.serviceTitle} (${brand.brandName})`,
    description: `Your online session with ${brand.brandName}. Join at ${session.meetingLink}`,
    location: session.meetingLink,
    url: session.meetingLink,
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
    organizer: { name: brand.brandName, email: brand.supportEmail },
    alarms: [
      { action: 'display', description: 'Your session starts in 15 minutes', trigger: { minutes: 15, before: true } },
    ],
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
  const start = slotInstant(session.date, session.startTime);
  const end = new Date(start.getTime() + session.durationMinutes * 60_000);
  const date = formatDateLong(session.date);
  const time = `${formatTimeIst(start)} to ${formatTimeIst(end)} (Indian time)`;
  const greeting = recipient.firstName.trim() ? `Hello ${recipient.firstName.trim()},` : 'Hello,';
  return {
    to: recipient.email,
    subject: `Session confirmed: ${session.serviceTitle} on ${date}`,
    ...renderMail(brand, {
      heading: 'Your session is confirmed',
      paragraphs: [
        greeting,
        `Thank you for your payment. Your online session is booked; join it with the link below at the time shown.`,
        'The calendar invitation attached to this email adds the session to your calendar.',
      ],
      details: [
        { label: 'Session', value: session.serviceTitle },
        { label: 'Date', value: date },
        { label: 'Time', value: time },
        { label: 'Duration', value: `${session.durationMinutes} minutes` },
        { label: 'Amount paid', value: formatInr(Number(session.amount)) },
        { label: 'Transaction ID', value: session.txnid },
        { label: 'Meeting link', value: session.meetingLink },
      ],
      action: { label: 'Join the meeting', url: session.meetingLink },
      footnote:
        'This service is not for emergencies. If you are in crisis, contact your local emergency number. To change or cancel, reply to our support address.',
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
