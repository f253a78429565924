import { describe, expect, it } from 'vitest';
import { categoriesResponseSchema } from '../schemas/services';
import { FALLBACK_CATEGORIES } from '../content/catalogue';
import { displayPrice, parsePrice } from './prices';
import {
  CATEGORY_ORDER,
  INSTITUTIONS_CATEGORY,
  SERVICE_ACTION_LABELS,
  STUDENT_CARD_TITLE,
  isContactOnly,
  serviceAction,
  sortCategories,
} from './services';

const svc = (title: string, id = 1, isContactService?: boolean) => ({ id, title, isContactService });

describe('isContactOnly (B3)', () => {
  it('is true for everything in Educational & Professional Institutions', () => {
    expect(isContactOnly(svc('Counselling (Virtual)'), INSTITUTIONS_CATEGORY)).toBe(true);
  });

  it('is true for the title Management, and only that exact title', () => {
    expect(isContactOnly(svc('Management'), 'Corporate')).toBe(true);
    expect(isContactOnly(svc('Stress Management Session'), 'Corporate')).toBe(false);
  });

  it.each(['Personalized', 'Customized', 'Advanced', 'Comprehensive', 'Institutional'])(
    'is true when the title contains %s',
    (word) => {
      expect(isContactOnly(svc(`A ${word} Plan`), 'Individuals')).toBe(true);
      expect(isContactOnly(svc(`a ${word.toLowerCase()} plan`), 'Individuals')).toBe(true);
    },
  );

  it('is true for id 9999 or the flag, false otherwise', () => {
    expect(isContactOnly(svc('Anything', 9999), 'Individuals')).toBe(true);
    expect(isContactOnly(svc('Anything', 5, true), 'Individuals')).toBe(true);
    expect(isContactOnly(svc('Anything', 5, false), 'Individuals')).toBe(false);
    expect(isContactOnly(svc('Individual Counselling (Virtual)', 101), 'Individuals')).toBe(false);
  });
});

describe('serviceAction (B2)', () => {
  it('chooses contact, buy or book', () => {
    expect(serviceAction(svc('Individual Counselling (Virtual)'), 'Individuals')).toBe('book');
    expect(serviceAction(svc(STUDENT_CARD_TITLE), 'Students')).toBe('buy');
    expect(serviceAction(svc('Management'), 'Corporate')).toBe('contact');
    expect(serviceAction(svc(STUDENT_CARD_TITLE), INSTITUTIONS_CATEGORY)).toBe('contact');
    expect(SERVICE_ACTION_LABELS).toEqual({ book: 'Book Now', buy: 'Buy now', contact: 'Contact Us' });
  });
});

describe('FALLBACK_CATEGORIES', () => {
  it('has the seven tabs in order with stable ids, and fits the categories schema', () => {
    expect(FALLBACK_CATEGORIES.map((c) => c.name)).toEqual([...CATEGORY_ORDER]);
    expect(CATEGORY_ORDER).toEqual([
      'Individuals',
      'Parent',
      'Corporate',
      'Educational & Professional Institutions',
      'Couples',
      'Students',
      'Family',
    ]);
    expect(FALLBACK_CATEGORIES.map((c) => c.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(categoriesResponseSchema.safeParse({ success: true, categories: FALLBACK_CATEGORIES }).success).toBe(true);
    const ids = FALLBACK_CATEGORIES.flatMap((c) => c.subcategories.map((s) => s.id));
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('prices the bookable virtual services as the spec gives them; the rest are contact-only', () => {
    const bookable = FALLBACK_CATEGORIES.flatMap((c) =>
      c.subcategories
        .filter((s) => serviceAction(s, c.name) !== 'contact')
        .map((s) => [c.name, s.title, parsePrice(s.price), s.session_duration, serviceAction(s, c.name)]),
    );
    expect(bookable).toEqual([
      ['Individuals', 'Individual Counselling (Virtual)', 5000, '01:00:00', 'book'],
      ['Parent', 'Parenting Support Session (Virtual)', 10000, '01:00:00', 'book'],
      ['Corporate', 'Corporate Wellness Session (Virtual)', 10000, '01:00:00', 'book'],
      ['Couples', 'Couples Counselling (Virtual)', 10000, '01:00:00', 'book'],
      ['Students', 'Student Empowerment Card (Virtual)', 2000, '00:30:00', 'buy'],
      ['Family', 'Family Counselling (Virtual)', 50000, '01:00:00', 'book'],
    ]);
    for (const c of FALLBACK_CATEGORIES) {
      for (const s of c.subcategories) {
        if (serviceAction(s, c.name) === 'contact') expect(displayPrice(s.price)).toBe('Contact for pricing');
        else expect(s.price).toMatch(/^INR [\d,]+ per session per module$/);
      }
    }
    expect(
      FALLBACK_CATEGORIES[3]?.subcategories.every((s) => serviceAction(s, INSTITUTIONS_CATEGORY) === 'contact'),
    ).toBe(true);
  });

  it('has a "Note:" line in some descriptions', () => {
    const notes = FALLBACK_CATEGORIES.flatMap((c) => c.subcategories.flatMap((s) => s.description)).filter((l) =>
      l.startsWith('Note:'),
    );
    expect(notes.length).toBeGreaterThan(1);
  });
});

describe('sortCategories', () => {
  it('puts categories in tab order, unknown ones last in their order', () => {
    const sorted = sortCategories([
      { name: 'Family' },
      { name: 'Other B' },
      { name: 'Individuals' },
      { name: 'Other A' },
      { name: 'Corporate' },
    ]);
    expect(sorted.map((c) => c.name)).toEqual(['Individuals', 'Corporate', 'Family', 'Other B', 'Other A']);
  });
});
