import type { Subcategory } from '../schemas/services';

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
