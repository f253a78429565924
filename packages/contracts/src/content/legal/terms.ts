// /terms-and-conditions (B1, B2, B9).
import { brand } from '../../brand';
import { DEFAULT_BOOKING_CHANGE_CUTOFF_HOURS as CHANGE_CUTOFF_HOURS } from '../../rules/bookingChanges';
import { formatInr } from '../../rules/prices';
import {
  AGE,
  ARBITRATION,
  company,
  contact,
  GOVERNING_LAW,
  LEGAL_LAST_UPDATED,
  LEGAL_STAMP,
  list,
  name,
  NOT_FOR_EMERGENCIES,
  NOT_MEDICAL,
  p,
  REFUNDS,
  section,
  type LegalDocument,
} from './common';

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
