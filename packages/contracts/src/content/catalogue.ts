import type { Category, Subcategory } from '../schemas/services';
import { CONTACT_FOR_PRICING, perSessionPriceText } from '../rules/prices';
import { INSTITUTIONS_CATEGORY, STUDENT_CARD_TITLE } from '../rules/services';

// The built-in catalogue (B3 "Fallback catalogue"): the api seeds its database from it, the prerendering build
// renders /services with it, and the browser shows it when the call fails (B7). A module of its own, so a page that
// sorts or labels services does not carry it: the browser loads it only after a failed call.

const HOUR = '01:00:00';
const HALF_HOUR = '00:30:00';

function priced(id: number, title: string, amount: number, description: string[], duration = HOUR): Subcategory {
  return { id, title, price: perSessionPriceText(amount), session_duration: duration, description };
}

function contactOnly(id: number, title: string, description: string[]): Subcategory {
  return { id, title, price: CONTACT_FOR_PRICING, session_duration: HOUR, description, isContactService: true };
}

/**
 * The seven categories in tab order with stable ids (category n has services n01, n02, ...).
 * Prices as B3 gives them; every service that is not a priced virtual session is contact-only.
 */
export const FALLBACK_CATEGORIES: readonly Category[] = [
  {
    id: 1,
    name: 'Individuals',
    subcategories: [
      priced(101, 'Individual Counselling (Virtual)', 5000, [
        'A private 60-minute voice or video session with a qualified counsellor.',
        'Talk through stress, anxiety, low mood, relationships or life changes at your own pace.',
        'Leave with practical coping strategies and an agreed next step.',
        'Note: this is not an emergency service. In a crisis, contact your local emergency number.',
      ]),
      contactOnly(102, 'Personalized Wellbeing Programme', [
        'A series of sessions planned around your goals after an initial conversation.',
        'Progress is reviewed together at regular points.',
        'Contact us to discuss the number of sessions and pricing.',
      ]),
    ],
  },
  {
    id: 2,
    name: 'Parent',
    subcategories: [
      priced(201, 'Parenting Support Session (Virtual)', 10000, [
        'A 60-minute online session for one or both parents.',
        'Support with communication, routines, screen time, exam stress and behaviour at home.',
        'Practical ideas you can try with your child the same week.',
        'Note: sessions are with parents; children are not counselled in this session.',
      ]),
      contactOnly(202, 'Customized Parenting Workshop', [
        'A workshop for parent groups, schools or residential communities.',
        'Topics agreed with you in advance, delivered online.',
      ]),
    ],
  },
  {
    id: 3,
    name: 'Corporate',
    subcategories: [
      priced(301, 'Corporate Wellness Session (Virtual)', 10000, [
        'A 60-minute online session on workplace stress, burnout and resilience.',
        'Suitable for teams; delivered by voice or video.',
        'Attendees leave with simple, evidence-informed habits for the working day.',
      ]),
      contactOnly(302, 'Management', [
        'Coaching for managers and leaders on people management and difficult conversations.',
        'Planned with your organisation after an initial call.',
      ]),
      contactOnly(303, 'Comprehensive Employee Assistance Programme', [
        'Confidential counselling access for employees over an agreed period.',
        'Anonymous usage reporting for the organisation; no individual details are shared.',
        'Note: the scope and pricing depend on team size.',
      ]),
    ],
  },
  {
    id: 4,
    name: INSTITUTIONS_CATEGORY,
    subcategories: [
      contactOnly(401, 'Institutional Counselling Partnership', [
        'Regular online counselling hours for students or staff of your institution.',
        'Referral guidance and awareness sessions agreed with your team.',
      ]),
      contactOnly(402, 'Faculty and Staff Wellbeing Workshop', [
        'An online workshop on stress, boundaries and supporting learners.',
        'Content adapted to schools, colleges and professional institutes.',
      ]),
    ],
  },
  {
    id: 5,
    name: 'Couples',
    subcategories: [
      priced(501, 'Couples Counselling (Virtual)', 10000, [
        'A 60-minute online session for both partners together.',
        'Work on communication, conflict, trust and shared decisions.',
        'A neutral, confidential space facilitated by a trained counsellor.',
        'Note: both partners should join the same call.',
      ]),
      contactOnly(502, 'Advanced Relationship Programme', [
        'A planned series of sessions for couples who want ongoing support.',
        'Contact us to discuss goals, frequency and pricing.',
      ]),
    ],
  },
  {
    id: 6,
    name: 'Students',
    subcategories: [
      priced(
        601,
        STUDENT_CARD_TITLE,
        2000,
        [
          'A 30-minute online session for students.',
          'Support with exam stress, study habits, motivation and career questions.',
          'Note: for students aged 18 and above.',
        ],
        HALF_HOUR,
      ),
      contactOnly(602, 'Comprehensive Career Guidance', [
        'Structured career exploration over several sessions.',
        'Interests, strengths and options discussed with a counsellor.',
      ]),
    ],
  },
  {
    id: 7,
    name: 'Family',
    subcategories: [
      priced(701, 'Family Counselling (Virtual)', 50000, [
        'An online session for a family of 3-5 members.',
        'Work on communication, conflict and changes that affect the whole family.',
        'Every member is heard in a calm, structured conversation.',
        'Note: members may join from different locations on the same call.',
      ]),
      contactOnly(702, 'Personalized Family Support Plan', [
        'A series of family sessions planned with you after an initial call.',
        'Contact us to discuss the plan and pricing.',
      ]),
    ],
  },
];
