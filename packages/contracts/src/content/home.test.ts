// @vitest-environment node
/// <reference types="node" />
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { statistics } from '../rules/stats';
import { CATEGORY_ORDER } from '../rules/services';
import { SERVICE_CATEGORY_SLIDES, SERVICES_LIST, calmSection, hero, servicesHref, statsSection } from './home';

describe('hero (A2, A4)', () => {
  it('has the headline, Welcome, the flip words and the button to /services', () => {
    expect(hero.headline).not.toBe('');
    expect(hero.welcome).toBe('Welcome');
    expect(hero.words.length).toBeGreaterThanOrEqual(3);
    expect(hero.introText).toBe(`${hero.lead} healing, growth, clarity, balance and hope.`);
    expect(hero.cta).toEqual({ label: 'Schedule your session', href: '/services' });
  });
});

describe('service-category carousel (A3)', () => {
  it('has the seven categories in the order A3 lists them', () => {
    expect(SERVICE_CATEGORY_SLIDES.map((s) => s.title)).toEqual([
      'Individuals',
      'Corporate',
      'Students',
      'Educational & Professional Institutions',
      'Couples',
      'Family',
      'Parent',
    ]);
    expect([...SERVICE_CATEGORY_SLIDES.map((s) => s.category)].sort()).toEqual([...CATEGORY_ORDER].sort());
  });

  it('each slide has a subtitle, a description list, an image with alt text and a link to its category', () => {
    for (const slide of SERVICE_CATEGORY_SLIDES) {
      expect(slide.subtitle).not.toBe('');
      expect(slide.description.length).toBeGreaterThanOrEqual(2);
      expect(slide.image.alt).not.toBe('');
      expect(slide.image.image.id).toMatch(/^category-/);
      expect(slide.href).toBe(servicesHref(slide.category));
    }
    expect(servicesHref('Educational & Professional Institutions')).toBe(
      '/services#Educational%20%26%20Professional%20Institutions',
    );
  });
});

describe('services list (A2)', () => {
  it('each item has its own hover image and a link to a category', () => {
    expect(SERVICES_LIST.length).toBeGreaterThanOrEqual(4);
    expect(new Set(SERVICES_LIST.map((s) => s.image.image.id)).size).toBe(SERVICES_LIST.length);
    for (const item of SERVICES_LIST) {
      expect(item.href).toBe(servicesHref(item.category));
      expect(item.image.alt).not.toBe('');
    }
  });
});

it('Minute Of Calm carries the spec texts', () => {
  expect(calmSection.heading).toBe('Minute Of Calm');
  expect(calmSection.finishedMessage).toBe('Great Job! Feel Refreshed?');
});

describe('statistics are not duplicated (A9)', () => {
  it('the home page reads them from rules/stats.ts', () => {
    expect(statsSection.figures).toBe(statistics);
    expect(statsSection.figures(new Date('2026-06-01T00:00:00Z'))[0]!.display).toBe('13+');
  });

  it('no content module writes a figure of its own', () => {
    const dir = fileURLToPath(new URL('.', import.meta.url));
    const sources = readdirSync(dir).filter(
      // The catalogue's numbers are prices (₹10,000 a session), not statistics.
      (f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && f !== 'mediaManifest.ts' && f !== 'catalogue.ts',
    );
    for (const name of sources) {
      const source = readFileSync(`${dir}/${name}`, 'utf8');
      // The A9 figures ("12+ years", "150+", "200,000+", "10,000+"); ages ("18 years old") are not statistics.
      expect(source, name).not.toMatch(/\b\d[\d,]*\+|\b(150|200,?000|10,?000)\b|\b\d+ years(?! old)\b/);
    }
  });
});
