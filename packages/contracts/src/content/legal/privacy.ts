// /privacy-policy (B1, B2, B9), written with the Digital Personal Data Protection Act, 2023 in mind.
import { brand } from '../../brand';
import {
  company,
  contact,
  LEGAL_LAST_UPDATED,
  LEGAL_STAMP,
  list,
  name,
  NOT_FOR_CHILDREN,
  NOT_FOR_EMERGENCIES,
  p,
  registeredInline,
  section,
  supportPhone,
  type LegalDocument,
} from './common';

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
        'Three of them you can use yourself, at any time, in My Profile: Edit corrects your name, mobile number and location; "Download my data" saves everything we hold about you (your profile, sign-ins, bookings, payments and what the payment gateway reported about them, memberships, credits, feedback, invoices, contact messages and the e-mails we sent you) as one JSON file; and "Delete my account" erases your account after you enter your password. If you signed up with Google and have no password, set one first with "Forgot password" on the sign-in form, which e-mails you a code.',
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
        'Messages you sent us through the contact form, the copies our system keeps of them, and the e-mails we sent you are deleted. A message already delivered to our support mailbox cannot be recalled from it: it stays there until our team deletes it.',
        'Your feedback keeps its rating but loses your name and your words, and is no longer published.',
        'The GST numbers you gave with your bookings and memberships are erased.',
        'Your bookings, payments, memberships and credits stay in our accounts without your name or contact details, so our books still add up.',
      ),
      p(
        'Your GST tax invoices are kept exactly as they were issued, with the name, address and any GST number on them, because the tax law requires us to keep them for 72 months. We use them for nothing else.',
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
