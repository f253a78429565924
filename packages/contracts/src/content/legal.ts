// The three legal pages (B1, B2, B9): /terms-and-conditions, /privacy-policy and /disclaimer.
// Plain, readable text for a fictional company (demo values from brand.ts); the privacy policy is
// written with India's Digital Personal Data Protection Act, 2023 in mind. Each page carries the
// "Last updated April 22, 2024" stamp and a contact section (support e-mail, phone, registered address).
// This is demo text, not legal advice: have it reviewed before a real launch.
import { brand } from '../brand';
import { DEFAULT_BOOKING_CHANGE_CUTOFF_HOURS as CHANGE_CUTOFF_HOURS } from '../rules/bookingChanges';
import { formatInr } from '../rules/prices';
import { CRISIS_NUMBERS_SENTENCE } from './crisis';

export type LegalBlock = { kind: 'paragraph'; text: string } | { kind: 'list'; items: readonly string[] };

export interface LegalSection {
  /** A stable anchor for the section's heading. */
  id: string;
  heading: string;
  blocks: readonly LegalBlock[];
}

export interface LegalContact {
  heading: string;
  intro: string;
  email: string;
  phone: string;
  /** The registered address: the company's name, then the address lines. */
  addressLines: readonly string[];
}

export type LegalSlug = 'terms-and-conditions' | 'privacy-policy' | 'disclaimer';

export interface LegalDocument {
  slug: LegalSlug;
  /** The route, "/terms-and-conditions". */
  path: `/${LegalSlug}`;
  title: string;
  metaDescription: string;
  /** B9: "April 22, 2024". */
  lastUpdated: string;
  /** B2: "Last updated April 22, 2024". */
  stamp: string;
  /** The points that matter most, in a few plain sentences, before the full text. */
  summary: readonly string[];
  sections: readonly LegalSection[];
  contact: LegalContact;
}

/** B9: the legal pages were last updated on this date. */
export const LEGAL_LAST_UPDATED = brand.legalLastUpdated;
export const LEGAL_STAMP = `Last updated ${LEGAL_LAST_UPDATED}`;

const p = (text: string): LegalBlock => ({ kind: 'paragraph', text });
const list = (...items: string[]): LegalBlock => ({ kind: 'list', items });
const section = (id: string, heading: string, ...blocks: LegalBlock[]): LegalSection => ({ id, heading, blocks });

const name = brand.name;
const company = brand.legalName;
const supportPhone = brand.phones[0];
const registeredAddress = [company, ...brand.offices.registered.lines];
const registeredInline = registeredAddress.join(', ');

const contact: LegalContact = {
  heading: 'Contact us',
  intro: 'Questions about this page, your account or a session? We are happy to help.',
  email: brand.supportEmail,
  phone: supportPhone,
  addressLines: registeredAddress,
};

/* The statements B1 requires, worded once and used on every page that needs them. */
const AGE = `You must be at least 18 years old to use ${name}.`;
const NOT_MEDICAL = `${name} is not a licensed medical or psychological service. Our counsellors and coaches do not diagnose illnesses, prescribe medicines or replace care from a doctor, psychiatrist or licensed clinical psychologist.`;
const NOT_FOR_EMERGENCIES = `${name} is not for emergencies. If you are in crisis, or you or someone else is at risk of harm, please ${CRISIS_NUMBERS_SENTENCE}, or go to the nearest hospital.`;
const REFUNDS = `Refunds are at ${name}'s discretion and are considered on request.`;
const GOVERNING_LAW = 'These terms are governed by the laws of India.';
const ARBITRATION = `Any dispute that we cannot settle together will be referred to arbitration by a sole arbitrator under the Arbitration and Conciliation Act, 1996. The seat and venue of arbitration will be Hyderabad, Telangana, and the proceedings will be in English. Subject to this, the courts at Hyderabad have exclusive jurisdiction.`;
const NOT_FOR_CHILDREN = `${name} is not meant for children under 13, and we do not knowingly collect personal data from anyone under 18.`;

export const termsAndConditions: LegalDocument = {
  slug: 'terms-and-conditions',
  path: '/terms-and-conditions',
  title: 'Terms and Conditions',
  metaDescription: `The terms for using ${name}'s website and online counselling and coaching sessions: eligibility, bookings, payments, refunds and your rights.`,
  lastUpdated: LEGAL_LAST_UPDATED,
  stamp: LEGAL_STAMP,
  summary: [
    AGE,
    NOT_MEDICAL,
    NOT_FOR_EMERGENCIES,
    REFUNDS,
    `${GOVERNING_LAW} Disputes go to arbitration in Hyderabad.`,
  ],
  sections: [
    section(
      'about-these-terms',
      'About these terms',
      p(
        `These terms and conditions apply to the ${name} website and to every session, membership and service you book through it. ${name} is run by ${company}, whose registered office is at ${brand.offices.registered.lines.join(', ')}. In these terms, "we", "us" and "our" mean ${company}, and "you" means the person using the website or our services.`,
      ),
      p(
        'By creating an account, booking a session or buying a membership, you agree to these terms. If you do not agree with them, please do not use the website or our services.',
      ),
    ),
    section(
      'who-can-use',
      'Who can use our services',
      p(AGE),
      p(
        'When you sign up, you confirm that you are 18 or older, that the details you give us are true and your own, and that you will keep them up to date. Please keep your password to yourself; you are responsible for what happens through your account.',
      ),
    ),
    section(
      'what-we-offer',
      'What our service is, and what it is not',
      p(
        `${name} offers online counselling and coaching by voice or video, for individuals, couples, families, parents, students, institutions and workplaces. Our aim is to listen, to help you understand what you are going through and to support you with practical steps.`,
      ),
      p(NOT_MEDICAL),
      p(
        'If your counsellor feels you would be better helped by a medical professional, they will tell you so kindly and, where they can, suggest where to turn.',
      ),
      p(NOT_FOR_EMERGENCIES),
    ),
    section(
      'bookings',
      'Booking sessions',
      list(
        'Sessions last 60 minutes (30 minutes for the Student Empowerment Card) and are held online.',
        'Times are shown and kept in Indian Standard Time. You can book a slot up to seven days ahead.',
        'A booking is confirmed once its payment succeeds. You will find it, with the link to join, under My Bookings.',
        'Please join on time from a quiet, private place. A session ends at its scheduled time even if it starts late.',
        'If we ever need to move a session, we will tell you as early as we can and offer another time or a refund.',
      ),
    ),
    section(
      'payments',
      'Prices and payments',
      p(
        'Prices are shown in Indian rupees (INR) and include the taxes stated at checkout. Payments are processed securely by our payment partner, PayU. We never see or store your full card number.',
      ),
      p(
        `Memberships are prepaid session credits. One credit covers one session worth ${formatInr(5000)}. Credits can be used within the validity shown on the plan and cannot be exchanged for cash or transferred to another person.`,
      ),
    ),
    section(
      'cancellations-and-refunds',
      'Cancellations and refunds',
      p(REFUNDS),
      p(
        `You can reschedule or cancel a confirmed session yourself under My Bookings up to ${CHANGE_CUTOFF_HOURS} hours before it starts. A moved session keeps its payment, and we e-mail you the updated calendar invitation.`,
      ),
      p(
        'Cancelling a session paid with membership credits gives the credits back to your membership at once; they can be used while the membership is valid. Cancelling a session paid by card sends a refund request to our team. When a refund is agreed, it is paid back to the original payment method; your bank may take several working days to show it.',
      ),
      p(
        `Closer to the session, or for anything else, write to ${brand.supportEmail} with your booking details and a few words about why. We look at every request fairly.`,
      ),
    ),
    section(
      'confidentiality',
      'Confidentiality',
      p(
        'What you share in a session stays between you and your counsellor. We break confidentiality only where the law requires it, or where we believe there is a serious risk of harm to you or to someone else, and then only as much as is needed to keep people safe.',
      ),
      p(
        "Please do not record sessions without your counsellor's agreement, and respect the privacy of anyone else who joins a couples or family session.",
      ),
    ),
    section(
      'your-conduct',
      'Using the website fairly',
      list(
        'Be respectful to our counsellors, coaches and staff.',
        'Do not misuse the website: no attempts to break into accounts, disrupt the service or copy its content in bulk.',
        'Do not book on behalf of someone else without their knowledge and agreement.',
      ),
      p('We may suspend an account that breaks these rules, after telling you why where we can.'),
    ),
    section(
      'content',
      'Our content and links to other sites',
      p(
        `The text, illustrations and design of this website belong to ${company}. You may read and share them for personal use. Some pages link to websites we do not run, such as public health resources; we are not responsible for their content.`,
      ),
    ),
    section(
      'liability',
      'Our responsibility to you',
      p(
        'We take care to provide a thoughtful, professional service, but we cannot promise any particular outcome from counselling or coaching. To the extent the law allows, we are not responsible for indirect losses, and our total responsibility for any claim about a session is limited to the amount you paid for it. Nothing in these terms takes away rights you have under Indian consumer law.',
      ),
    ),
    section(
      'changes',
      'Changes to these terms',
      p(
        'We may update these terms from time to time. The date at the top of this page shows when they last changed. If a change is important, we will tell you by e-mail or on the website before it applies.',
      ),
    ),
    section(
      'governing-law',
      'Governing law and disputes',
      p(GOVERNING_LAW),
      p(ARBITRATION),
      p(`Before any of that, please write to us: most concerns can be settled with a conversation.`),
    ),
  ],
  contact,
};

export const privacyPolicy: LegalDocument = {
  slug: 'privacy-policy',
  path: '/privacy-policy',
  title: 'Privacy Policy',
  metaDescription: `How ${name} collects, uses, keeps and protects your personal data under India's Digital Personal Data Protection Act, 2023, and how to exercise your rights.`,
  lastUpdated: LEGAL_LAST_UPDATED,
  stamp: LEGAL_STAMP,
  summary: [
    'We collect only what we need to run your account, your sessions and your payments, and we never sell your data.',
    'In My Profile you can correct your details, download everything we hold about you, and delete your account yourself; you can also withdraw your consent or raise a grievance with our Grievance Officer at any time.',
    NOT_FOR_CHILDREN,
    NOT_FOR_EMERGENCIES,
  ],
  sections: [
    section(
      'who-we-are',
      'Who we are',
      p(
        `${company} ("${name}", "we") runs this website and our online counselling and coaching services. Under India's Digital Personal Data Protection Act, 2023 (the "DPDP Act"), we are the Data Fiduciary for the personal data you share with us: we decide why and how it is used, and we are responsible for protecting it.`,
      ),
    ),
    section(
      'what-we-collect',
      'What we collect',
      p('We collect personal data only when you give it to us or when it is needed to provide the service:'),
      list(
        'Account details: your first and last name, e-mail address, mobile number, country, state, city and pincode, and your password, which we store only in a scrambled (hashed) form.',
        'If you sign in with Google: your name and e-mail address as Google shares them with us.',
        'Bookings and payments: the services you book, dates and times, amounts, and any coupon or GST number you enter. Card payments are handled by PayU; we receive a transaction reference and the payment status, never your full card number.',
        'Sessions: we do not record sessions, and this website keeps no notes of what is said in them.',
        'Feedback and testimonials: your ratings and comments. A testimonial is published only after you agree and our team approves it.',
        'Messages you send us through the contact form or by e-mail: your name, e-mail address and message.',
        'Technical data: when you signed in and until when each sign-in lasts, and counters of recent attempts per IP address and e-mail address (stored scrambled, never in clear) that stop password guessing. Your browser stores your sign-in token so you stay signed in.',
        'E-mails we send you (codes, confirmations, reminders, invoices) are kept in our outbox for 30 days after sending.',
      ),
    ),
    section(
      'why-we-use-it',
      'Why we use it',
      list(
        'To create and run your account, and to confirm your e-mail address with a one-time code.',
        'To book, hold and deliver your sessions, and to send you confirmations and meeting links.',
        'To take payments, issue invoices and keep the accounts the law requires.',
        'To answer your messages and requests.',
        'To keep the service safe: to prevent fraud and misuse, and to investigate problems.',
        'To improve our services, using feedback and summary figures that do not identify you.',
      ),
      p('We do not sell your personal data, and we do not use it for advertising.'),
    ),
    section(
      'consent',
      'Your consent',
      p(
        'We process your personal data with your consent, which you give when you create an account or book a session, and for the legitimate uses the DPDP Act allows, such as meeting a legal obligation. Each request for consent tells you what we will do with your data.',
      ),
      p(
        'You may withdraw your consent at any time by writing to us. This does not affect what we did before you withdrew it, but without some data we may no longer be able to provide sessions to you.',
      ),
    ),
    section(
      'sharing',
      'Who we share it with',
      list(
        'The counsellor or coach you book with, so that they can support you.',
        'Service providers who work for us under contract and only on our instructions: our payment partner (PayU), e-mail delivery and secure hosting.',
        'Government or law-enforcement authorities, only when the law requires us to.',
      ),
      p(
        'Our providers must protect your data as carefully as we do. Where any of them processes data outside India, we make sure this is allowed under the DPDP Act and that your data stays protected.',
      ),
    ),
    section(
      'retention',
      'How long we keep it',
      p(
        'We keep personal data only for as long as we need it for the purpose it was collected for, or as long as the law requires:',
      ),
      list(
        'Account details: while your account is open. When you delete your account they are erased at once (see "Deleting your account").',
        'Sign-ins: 30 days each, ended at once when you log out, change your password or delete your account. One-time codes: 10 minutes, used once.',
        'E-mails we sent you: 30 days. Counters of sign-in attempts: until their time window (at most an hour) ends.',
        'Bookings and payments: kept as financial records, without your name and contact details once you delete your account.',
        'GST tax invoices: 72 months after the annual return of their year, as the Central Goods and Services Tax Act, 2017 (section 36) requires, exactly as issued.',
        'Contact-form messages and feedback: until our team removes them, or until you delete your account.',
      ),
      p('When the time is up, we erase the data or remove anything that could identify you.'),
    ),
    section(
      'your-rights',
      'Your rights',
      p('Under the DPDP Act you have the right to:'),
      list(
        'Get a summary of the personal data we hold about you, how we use it, and who we have shared it with.',
        'Have inaccurate or incomplete data corrected, completed or updated.',
        'Have your data erased when it is no longer needed, unless the law requires us to keep it.',
        'Withdraw your consent at any time, as easily as you gave it.',
        'Have a grievance heard and answered by our Grievance Officer.',
        'Nominate another person to exercise these rights for you if you die or become unable to do so.',
      ),
      p(
        'Three of them you can use yourself, at any time, in My Profile: Edit corrects your name, mobile number and location; "Download my data" saves everything we hold about you (your profile, sign-ins, bookings, payments, memberships, credits, feedback, invoices and contact messages) as one JSON file; and "Delete my account" erases your account after you enter your password. If you signed up with Google and have no password, set one first with "Forgot password" on the sign-in form, which e-mails you a code.',
      ),
      p(
        `To use any of these rights, write to ${brand.supportEmail}. We may ask you to confirm your identity first, and we will reply within the time the law allows. The Act also asks you to give us true information and not to file false or frivolous complaints.`,
      ),
    ),
    section(
      'deleting-your-account',
      'Deleting your account',
      p('When you delete your account, in one step and at once:'),
      list(
        'You are signed out everywhere, and your e-mail address and password no longer sign in. The address is free to register again as a new account.',
        'Your name, e-mail address, mobile number, location, password and any Google sign-in link are erased.',
        'Messages you sent us through the contact form, and e-mails waiting to be sent to you, are deleted.',
        'Your feedback keeps its rating but loses your name, and is no longer published.',
        'Your bookings, payments, memberships and credits stay in our accounts without your name or contact details, so our books still add up.',
      ),
      p(
        'Your GST tax invoices are kept exactly as they were issued, with the name and address on them, because the tax law requires us to keep them for 72 months. We use them for nothing else.',
      ),
    ),
    section(
      'children',
      'Children',
      p(NOT_FOR_CHILDREN),
      p(
        'Our services are for adults aged 18 and above. If you believe a child has given us personal data, please tell us and we will delete it promptly.',
      ),
    ),
    section(
      'security',
      'How we protect your data',
      p(
        'Your data is stored in our own database with our hosting provider and is reached only by our application and by staff who need it for their work. All traffic to our website is encrypted (HTTPS). Passwords (Argon2id), sign-in tokens and one-time codes are stored only in hashed form.',
      ),
      p(
        'If a personal data breach ever happens, we will inform the Data Protection Board of India and the people affected, as the DPDP Act requires, and tell you what we are doing about it.',
      ),
    ),
    section(
      'browser-storage',
      'Cookies and browser storage',
      p(
        "We use your browser's storage only for things the website needs to work, such as keeping you signed in and remembering a booking while you pay. We do not use advertising cookies or third-party trackers.",
      ),
    ),
    section(
      'grievance-officer',
      'Grievance Officer',
      p(
        'If you have a concern about how we handle your personal data, please contact our Grievance Officer. We will acknowledge your message promptly and respond within the time the law allows.',
      ),
      list(
        `Grievance Officer, ${company}`,
        `E-mail: ${brand.supportEmail} (please write "Privacy grievance" in the subject)`,
        `Phone: ${supportPhone}`,
        `Address: ${registeredInline}`,
      ),
      p('If you are not satisfied with our answer, you may complain to the Data Protection Board of India.'),
    ),
    section(
      'changes',
      'Changes to this policy',
      p(
        'We may update this policy as our services or the law change. The date at the top of this page shows when it last changed, and we will tell you about important changes before they apply.',
      ),
    ),
  ],
  contact,
};

export const disclaimer: LegalDocument = {
  slug: 'disclaimer',
  path: '/disclaimer',
  title: 'Disclaimer',
  metaDescription: `What ${name}'s counselling and coaching can and cannot do: not a medical or emergency service, for adults aged 18 and above.`,
  lastUpdated: LEGAL_LAST_UPDATED,
  stamp: LEGAL_STAMP,
  summary: [NOT_MEDICAL, NOT_FOR_EMERGENCIES, AGE],
  sections: [
    section(
      'not-medical',
      'Not a medical or psychological service',
      p(NOT_MEDICAL),
      p(
        'If you have, or think you may have, a medical or mental-health condition, please see a qualified doctor. Do not stop or change any treatment because of something said in a session or read on this website.',
      ),
    ),
    section(
      'not-for-emergencies',
      'Not for emergencies',
      p(NOT_FOR_EMERGENCIES),
      p(
        'Messages sent through this website or by e-mail are not watched around the clock, so please do not use them to ask for urgent help.',
      ),
    ),
    section(
      'who-it-is-for',
      'Who our services are for',
      p(
        `${AGE} Parents and guardians are welcome to seek support for themselves, for example through our parenting sessions.`,
      ),
    ),
    section(
      'information',
      'Information on this website',
      p(
        'Articles, exercises such as the Minute Of Calm, and other content on this website are for general information and wellbeing only. They are not professional advice for your situation.',
      ),
      p(
        'Some pages link to other websites, such as public health resources. We choose them with care, but we do not run them and are not responsible for what they say.',
      ),
    ),
    section(
      'outcomes',
      'No promised outcomes',
      p(
        "Counselling and coaching help many people, but everyone's journey is different, and we cannot promise a particular result. Testimonials describe individual experiences, shared with consent; your experience may differ.",
      ),
    ),
    section(
      'liability',
      'Our responsibility',
      p(
        `To the extent the law allows, ${company} is not responsible for any loss that comes from relying on the general content of this website. Our responsibility for the sessions we provide is set out in our Terms and Conditions.`,
      ),
    ),
  ],
  contact,
};

export const LEGAL_DOCUMENTS: Readonly<Record<LegalSlug, LegalDocument>> = {
  'terms-and-conditions': termsAndConditions,
  'privacy-policy': privacyPolicy,
  disclaimer,
};

/** Every text of a document, in reading order: for tests and search. */
export function legalText(doc: LegalDocument): string {
  const blocks = doc.sections.flatMap((s) => [
    s.heading,
    ...s.blocks.flatMap((b) => (b.kind === 'paragraph' ? [b.text] : b.items)),
  ]);
  return [
    doc.title,
    doc.stamp,
    ...doc.summary,
    ...blocks,
    doc.contact.heading,
    doc.contact.intro,
    doc.contact.email,
    doc.contact.phone,
    ...doc.contact.addressLines,
  ].join('\n');
}
