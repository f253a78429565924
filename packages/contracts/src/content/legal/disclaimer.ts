// /disclaimer (B1, B2, B9).
import {
  AGE,
  company,
  contact,
  LEGAL_LAST_UPDATED,
  LEGAL_STAMP,
  name,
  NOT_FOR_EMERGENCIES,
  NOT_MEDICAL,
  p,
  section,
  type LegalDocument,
} from './common';

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
