// Every text of the e-mails the api sends (subjects, headings, paragraphs, labels, footnotes) and of the calendar
// invitation attached to a confirmed booking. The api's mail modules (apps/api/src/mail/layout.ts,
// features/accounts/mail.ts, features/payments/mail.ts) put them into the brand's layout; tests import them to assert.
// Import by sub-path: `import { mailCopy } from '@sukoon/contracts/copy/mail'`.

import { formatMessage } from '../message';
/** "Hello Asha," or, without a first name, "Hello,". */
const greeting = (firstName: string) => (firstName.trim() ? `Hello ${firstName.trim()},` : 'Hello,');

const codeValidity = (minutes: number) => `The code is valid for ${minutes} minutes and works once.`;

export const mailCopy = {
  greeting,

  /** The closing line of every mail, after the footnote: the support address follows it. */
  questions: 'Questions? Write to',

  /** The registration code (A4). The code sits in a sentence of its own, easy to find and copy. */
  verification: {
    subject: (brandName: string) => `Verify your email address for ${brandName}`,
    heading: 'Verify your email address',
    code: (code: string, brandName: string) =>
      `Your code is ${code}. Enter it on the verification page to finish creating your ${brandName} account.`,
    validity: codeValidity,
    footnote: (brandName: string) =>
      `You received this because someone registered at ${brandName} with this address. If it was not you, ignore this email: no account is activated without the code.`,
  },

  /** The forgot-password code (A5). */
  passwordReset: {
    subject: (brandName: string) => `Reset your ${brandName} password`,
    heading: 'Reset your password',
    code: (code: string) => `Your code is ${code}. Enter it in the Forgot password window to choose a new password.`,
    validity: codeValidity,
    footnote: (brandName: string) =>
      `If you did not ask to reset your ${brandName} password, ignore this email: your password stays as it is.`,
  },

  /**
   * Someone registered with an address that already has an account (issue "No dead ends"): the answer is the same
   * as for a new address, so only the owner learns it, here, with the way back in.
   */
  registrationAttempt: {
    subject: (brandName: string) => `Someone tried to register at ${brandName} with your email address`,
    heading: 'You already have an account',
    paragraphs: (brandName: string) => [
      `Someone just tried to create a ${brandName} account with this email address, which already has one.`,
      'If it was you, sign in with your email address and password instead. If you have forgotten your password, choose "Forgot password?" in the Sign In window to set a new one.',
    ],
    action: (brandName: string) => `Go to ${brandName}`,
    footnote: 'If it was not you, ignore this email: nothing has changed on your account.',
  },

  /**
   * Security notices to an account's owner after a change they should know of; each says what to do if it was not
   * them. The greeting uses the first name only when the address was proven before the change.
   */
  passwordChanged: {
    subject: (brandName: string) => `Your ${brandName} password was changed`,
    heading: 'Your password was changed',
    paragraphs: (brandName: string) => [
      `The password of your ${brandName} account was just changed in My Profile, and every other device was signed out.`,
      'If it was you, there is nothing more to do. If it was not you, choose "Forgot password?" in the Sign In window now to set a new password, and write to us.',
    ],
    action: (brandName: string) => `Go to ${brandName}`,
  },
  passwordWasReset: {
    subject: (brandName: string) => `Your ${brandName} password was reset`,
    heading: 'Your password was reset',
    paragraphs: (brandName: string) => [
      `The password of your ${brandName} account was just reset with a code sent to this address, and every device was signed out.`,
      'If it was you, there is nothing more to do. If it was not you, choose "Forgot password?" in the Sign In window now to set a new password, and write to us.',
    ],
    action: (brandName: string) => `Go to ${brandName}`,
  },
  googleLinked: {
    subject: (brandName: string) => `A Google account was linked to your ${brandName} account`,
    heading: 'A Google account was linked',
    paragraphs: (brandName: string) => [
      `The Google account of this email address was just used to sign in to your ${brandName} account, and can sign in to it from now on.`,
      'If it was you, there is nothing more to do. If it was not you, write to us at once.',
    ],
    action: (brandName: string) => `Go to ${brandName}`,
  },

  /** A contact-form message (B5), mailed to the support address. */
  contactInquiry: {
    subject: (name: string, id: number) => `Contact message #${id} from ${name}`,
    heading: 'A new message from the contact form',
    intro: 'Someone wrote to us through the contact page:',
    name: 'Name',
    email: 'E-mail',
    reply: (email: string) => `Reply to ${email} within one working day.`,
    footnote: (brandName: string) => `Sent by the contact form of the ${brandName} website.`,
  },

  /** A paid booking (B5): the meeting link and the calendar invitation. */
  bookingConfirmed: {
    subject: (serviceTitle: string, date: string) => `Session confirmed: ${serviceTitle} on ${date}`,
    heading: 'Your session is confirmed',
    paragraphs: [
      'Thank you for your payment. Your online session is booked; join it with the link below at the time shown.',
      'The calendar invitation attached to this email adds the session to your calendar.',
    ],
    /** A session paid with membership credits. */
    creditParagraphs: [
      'Your online session is booked with your membership credits; join it with the link below at the time shown.',
      'The calendar invitation attached to this email adds the session to your calendar.',
    ],
    labels: {
      session: 'Session',
      date: 'Date',
      time: 'Time',
      duration: 'Duration',
      amountPaid: 'Amount paid',
      /** Our id of the payment (its txnid), named as /payment-status names it. */
      orderId: 'Order ID',
      paidWith: 'Paid with',
      meetingLink: 'Meeting link',
    },
    credits: (n: number) => formatMessage('{n, plural, one {# membership credit} other {# membership credits}}', { n }),
    time: (start: string, end: string) => `${start} to ${end} (Indian time)`,
    duration: (minutes: number) => `${minutes} minutes`,
    join: 'Join the meeting',
    footnote:
      'This service is not for emergencies. If you are in crisis, contact your local emergency number. To move or cancel the session, use My Bookings on our site, up to the time it shows.',
    /** The service's name when the catalogue no longer has it. */
    fallbackService: 'Session',
  },

  /** 24 hours and 1 hour before a confirmed session; My Profile turns them off. */
  sessionReminder: {
    subject: (serviceTitle: string, when: string) => `Reminder: ${serviceTitle} ${when}`,
    /** `when` in the subject and heading, by the reminder's lead time in hours. */
    when: (hours: number) =>
      formatMessage('{hours, plural, =24 {tomorrow} one {in # hour} other {in # hours}}', { hours }),
    heading: (when: string) => `Your session is ${when}`,
    paragraphs: [
      'Join with the link below at the time shown. The calendar invitation is attached again, in case you need it.',
    ],
    optOut: 'You can turn off these reminders in My Profile on our site.',
  },

  /** A confirmed session its client moved to another slot: the new time and the updated invitation. */
  sessionMoved: {
    subject: (serviceTitle: string, date: string) => `Session moved: ${serviceTitle} on ${date}`,
    heading: 'Your session has moved',
    paragraphs: [
      'Your session is now at the time below. The meeting link stays the same.',
      'The calendar invitation attached to this email moves the event in your calendar.',
    ],
    /** The label of the old date and time. */
    previously: 'Previously',
    previousTime: (date: string, start: string) => `${date}, ${start} (Indian time)`,
  },

  /** A confirmed session its client cancelled: what happens to the payment, and the calendar's cancel. */
  sessionCancelled: {
    subject: (serviceTitle: string, date: string) => `Session cancelled: ${serviceTitle} on ${date}`,
    heading: 'Your session is cancelled',
    paragraphs: [
      'As you asked, the session below is cancelled.',
      'The calendar invitation attached to this email removes it from your calendar.',
    ],
    creditsReturned: (n: number) =>
      formatMessage(
        '{n, plural, one {# membership credit is} other {# membership credits are}} back on your membership, ready for another booking.',
        { n },
      ),
    refundRequested:
      'A refund of the amount you paid is requested. Our team returns it to the way you paid and writes to you if anything is needed.',
  },

  /** A paid membership purchase: what it gives and until when. */
  membershipActivated: {
    subject: (planName: string) => `Your ${planName} membership is active`,
    heading: 'Your membership is active',
    paragraphs: [
      'Thank you for your purchase. Your credits are ready: choose "Use credits" when you book a session.',
      'My Membership on our site shows your credits and how long they are valid.',
    ],
    labels: {
      plan: 'Membership',
      creditsAdded: 'Credits added',
      creditsNow: 'Credits available',
      validUntil: 'Valid until',
      amountPaid: 'Amount paid',
      discount: 'Coupon discount',
      gstNumber: 'GST number',
      /** Our id of the payment (its txnid), named as /payment-status names it. */
      orderId: 'Order ID',
    },
    noEnd: 'No end date',
    action: 'View my membership',
    footnote: 'Keep this email as your receipt. For a GST invoice or any question about your membership, write to us.',
  },

  /** The .ics invitation attached to the confirmation. */
  invitation: {
    title: (serviceTitle: string, brandName: string) => `${serviceTitle} (${brandName})`,
    description: (brandName: string, meetingLink: string) =>
      `Your online session with ${brandName}. Join at ${meetingLink}`,
    reminder: 'Your session starts in 15 minutes',
  },
} as const;
