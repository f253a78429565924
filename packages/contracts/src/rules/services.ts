import type { Category, Subcategory } from '../schemas/services';
import { CONTACT_FOR_PRICING, perSessionPriceText } from './prices';

/** B2: the category whose services are all contact-only. */
export const INSTITUTIONS_CATEGORY = 'Educational & Professional Institutions';
/** B2: the one service with a "Buy now" button. */
export const STUDENT_CARD_TITLE = 'Student Empowerment Card (Virtual)';
/** B3: an id that marks a contact-only service. */
export const CONTACT_SERVICE_ID = 9999;
const CONTACT_TITLE_WORDS = /Personalized|Customized|Advanced|Comprehensive|Institutional/i;

/** The B2 category order of the Services page's tabs. */
export const CATEGORY_ORDER = [
  'Individuals',
  'Parent',
  'Corporate',
  INSTITUTIONS_CATEGORY,
  'Couples',
  'Students',
  'Family',
] as const;
export type CategoryName = (typeof CATEGORY_ORDER)[number];

type ServiceLike = Pick<Subcategory, 'id' | 'title'> & { isContactService?: boolean | undefined };

/**
 * B3: contact-only when the category is Educational & Professional Institutions, the title is Management,
 * the title contains Personalized, Customized, Advanced, Comprehensive or Institutional (any letter case),
 * the id is 9999, or the flag is set.
 */
export function isContactOnly(service: ServiceLike, categoryName: string): boolean {
  const title = service.title.trim();
  return (
    categoryName.trim() === INSTITUTIONS_CATEGORY ||
    title === 'Management' ||
    CONTACT_TITLE_WORDS.test(title) ||
    service.id === CONTACT_SERVICE_ID ||
    service.isContactService === true
  );
}

export type ServiceAction = 'book' | 'buy' | 'contact';

/** B2 card button: Contact Us for contact-only services, Buy now for the student card, else Book Now. */
export function serviceAction(service: ServiceLike, categoryName: string): ServiceAction {
  if (isContactOnly(service, categoryName)) return 'contact';
  if (service.title.trim() === STUDENT_CARD_TITLE) return 'buy';
  return 'book';
}

export const SERVICE_ACTION_LABELS: Record<ServiceAction, string> = {
  book: 'Book Now',
  buy: 'Buy now',
  contact: 'Contact Us',
};

/* ---------- Built-in catalogue (B3 "Fallback catalogue"); the api seeds its database from it ---------- */

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

/** Sorts categories into the B2 tab order; unknown names keep their order after the known ones. */
export function sortCategories<T extends { name: string }>(categories: readonly T[]): T[] {
  const rank = (name: string) => {
    const i = (CATEGORY_ORDER as readonly string[]).indexOf(name.trim());
    return i === -1 ? CATEGORY_ORDER.length : i;
  };
  return categories
    .map((c, i) => ({ c, i }))
    .sort((a, b) => rank(a.c.name) - rank(b.c.name) || a.i - b.i)
    .map(({ c }) => c);
}
