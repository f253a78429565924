import { describe, expect, it } from 'vitest';
import { brand } from '../brand';
import { certificatesResponseSchema } from '../schemas/content';
import { normaliseTestimonials, TESTIMONIAL_DEFAULTS } from '../rules/testimonials';
import { aboutPage } from './about';
import { FEATURED_ARTICLE_COUNT, featuredArticles } from './articles';
import { FALLBACK_CERTIFICATES } from './certificates';
import { CONTACT_CARDS, contactPage, phoneHref, whatsappHref } from './contact';
import { crisisContent, telHref, TELE_MANAS } from './crisis';
import { founder } from './founder';
import { offices } from './offices';
import { FALLBACK_TESTIMONIALS } from './testimonials';

describe('certificates (A8)', () => {
  it('the built-in list has five valid certifications with icons from A3', () => {
    expect(FALLBACK_CERTIFICATES).toHaveLength(5);
    expect(certificatesResponseSchema.parse(FALLBACK_CERTIFICATES)).toEqual(FALLBACK_CERTIFICATES);
    expect(new Set(FALLBACK_CERTIFICATES.map((c) => c.id)).size).toBe(5);
  });
});

describe('testimonials (B3)', () => {
  it('five built-in ones, already normal: B3 defaults for icon and colour, no duplicates', () => {
    expect(FALLBACK_TESTIMONIALS).toHaveLength(5);
    expect(normaliseTestimonials(FALLBACK_TESTIMONIALS.map((t) => ({ ...t })))).toEqual(FALLBACK_TESTIMONIALS);
    for (const t of FALLBACK_TESTIMONIALS) {
      expect(t.icon).toBe(TESTIMONIAL_DEFAULTS.icon);
      expect(t.color).toBe(TESTIMONIAL_DEFAULTS.color);
      expect(t.rating).toBeGreaterThanOrEqual(1);
      expect(t.rating).toBeLessThanOrEqual(5);
      expect(Number.isNaN(Date.parse(t.created_at!))).toBe(false);
    }
  });
});

describe('featured articles (A3, A9)', () => {
  it('four, each with every A3 field', () => {
    expect(featuredArticles).toHaveLength(FEATURED_ARTICLE_COUNT);
    expect(FEATURED_ARTICLE_COUNT).toBe(4);
    for (const a of featuredArticles) {
      expect(a.title && a.excerpt && a.category && a.source).toBeTruthy();
      expect(a.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(a.date))).toBe(false);
      expect(a.readTime).toMatch(/^\d+ min read$/);
      expect(a.image.image.id).toBe(`article-${a.id}`);
    }
  });

  it('link only to the public resources we checked, over https', () => {
    for (const a of featuredArticles) {
      const url = new URL(a.href);
      expect(url.protocol).toBe('https:');
      expect(['www.who.int', 'telemanas.mohfw.gov.in']).toContain(url.hostname);
    }
  });
});

describe('offices (A2)', () => {
  it('a co-working office in Hyderabad by appointment and the registered office in Secunderabad', () => {
    expect(offices.map((o) => [o.id, o.city])).toEqual([
      ['coworking', 'Hyderabad'],
      ['registered', 'Secunderabad'],
    ]);
    expect(offices[0]!.addressLines).toEqual(brand.offices.coworking.lines);
    expect(offices[0]!.note).toMatch(/appointment/i);
    expect(offices[1]!.addressLines).toEqual(brand.offices.registered.lines);
  });

  it('each links out to OpenStreetMap at its coordinates and has a drawn map', () => {
    for (const o of offices) {
      expect(o.latitude).toBeGreaterThan(17.3);
      expect(o.latitude).toBeLessThan(17.6);
      expect(o.longitude).toBeGreaterThan(78.3);
      expect(o.longitude).toBeLessThan(78.6);
      const url = new URL(o.mapHref);
      expect(url.hostname).toBe('www.openstreetmap.org');
      expect(url.searchParams.get('mlat')).toBe(String(o.latitude));
      expect(url.searchParams.get('mlon')).toBe(String(o.longitude));
      expect(o.map.image.src).toMatch(/^\/media\/offices\/.+\.svg$/);
      expect(o.map.alt).not.toBe('');
    }
  });
});

describe('crisis help', () => {
  it('names Tele-MANAS 14416 / 1-800-891-4416 and 112 in one short sentence', () => {
    expect(TELE_MANAS.numbers.map(telHref)).toEqual(['tel:14416', 'tel:18008914416']);
    expect(crisisContent.message).toContain('14416');
    expect(crisisContent.message).toContain('1-800-891-4416');
    expect(crisisContent.message).toContain('112');
    expect(crisisContent.message.split('. ').length).toBe(1);
  });
});

describe('contact page (B2)', () => {
  it('cards: e-mail, two phone numbers and WhatsApp from brand.ts', () => {
    expect(CONTACT_CARDS.map((c) => c.kind)).toEqual(['email', 'phone', 'phone', 'whatsapp']);
    expect(CONTACT_CARDS.map((c) => c.value)).toEqual([brand.supportEmail, ...brand.phones, brand.whatsapp]);
    expect(phoneHref('+91 90000 00001')).toBe('tel:+919000000001');
    expect(whatsappHref('+91 90000 00001')).toBe('https://wa.me/919000000001');
  });

  it('has the spec headings and anchors', () => {
    expect(contactPage.hero.anchors.map((a) => a.label)).toEqual(['Get in Touch', 'Find Our Offices']);
    expect(contactPage.form.heading).toBe('Send Us a Message');
    expect(contactPage.offices.id).toBe(contactPage.hero.anchors[1].targetId);
  });
});

describe('about page (A2)', () => {
  it('Our Story, the founder, expertise, follow-us links and the offices', () => {
    expect(aboutPage.heading).toBe('Our Story');
    expect(aboutPage.story.length).toBeGreaterThan(0);
    expect(aboutPage.founder).toBe(founder);
    expect(aboutPage.expertise.heading).toBe('Expertise & Certifications');
    expect(aboutPage.followUs.links.map((l) => l.href)).toEqual(brand.social.map((s) => s.href));
    expect(aboutPage.offices.heading).toBe('Our Offices');
  });

  it('the founder has a portrait illustration with alt text and a biography', () => {
    expect(founder.portrait.image.id).toBe('founder-portrait');
    expect(founder.portrait.alt).toMatch(/^Illustrated portrait/);
    expect(founder.biography.length).toBeGreaterThan(1);
  });
});
