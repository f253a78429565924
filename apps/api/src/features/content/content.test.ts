import { certificatesResponseSchema, mediaGalleryResponseSchema, testimonialsResponseSchema } from '@sukoon/contracts';
import { FALLBACK_CERTIFICATES } from '@sukoon/contracts/content/certificates';
import { GALLERY_MEDIA_ITEMS } from '@sukoon/contracts/content/media';
import { DEMO_TESTIMONIALS } from '@sukoon/contracts/content/testimonials';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { signedInUser } from '../accounts/testing';
import { testimonials } from '../feedback/schema';
import { seed as seedTestimonials } from '../feedback/seed';
import { suiteApp } from '../../testing/suiteApp';

// The public site's reads, on a real (PGlite or PostgreSQL) database.
describe('the public site calls', () => {
  const t = suiteApp({ now: () => now });
  const now = Date.parse('2026-11-23T06:30:00Z');

  it('GET /api/about/certificates/ answers the seeded certifications in order', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/about/certificates/' });
    expect(answer.statusCode).toBe(200);
    expect(certificatesResponseSchema.parse(answer.json())).toEqual(FALLBACK_CERTIFICATES);
  });

  it('GET /api/mediaandgallery/companydata/ answers the 13 gallery images the site serves', async () => {
    const answer = await t.app.inject({ method: 'GET', url: '/api/mediaandgallery/companydata/' });
    const items = mediaGalleryResponseSchema.parse(answer.json());
    expect(items).toEqual(GALLERY_MEDIA_ITEMS);
    expect(items).toHaveLength(13);
    expect(items.every((item) => item.src.startsWith('/media/'))).toBe(true);
  });

  it('GET /api/testimonials/review/ answers approved words only, first names, home ones marked, once each', async () => {
    // Words given without consent, or not approved, never show; the same words twice show once.
    const asha = await signedInUser(t.db, 'asha.t@example.com', now, 'Asha');
    await t.db.insert(testimonials).values([
      {
        userId: asha.id,
        userName: 'Asha Rao',
        comment: 'Not approved yet.',
        rating: 5,
        wouldRecommend: true,
        consent: true,
      },
      {
        userId: asha.id,
        userName: 'Asha Rao',
        comment: 'Private words.',
        rating: 4,
        wouldRecommend: true,
        consent: false,
      },
      ...[1, 2].map(() => ({
        userId: asha.id,
        userName: 'Asha Rao',
        comment: 'Calm and kind.',
        rating: 5,
        wouldRecommend: true,
        consent: true,
        isAdminApproved: true,
      })),
    ]);
    const answer = await t.app.inject({ method: 'GET', url: '/api/testimonials/review/' });
    const list = testimonialsResponseSchema.parse(answer.json());
    const approvedDemo = DEMO_TESTIMONIALS.filter((demo) => demo.approved);
    expect(list).toHaveLength(approvedDemo.length + 1);
    expect(list.map((item) => item.comment)).not.toContain('Not approved yet.');
    expect(list.map((item) => item.comment)).not.toContain('Private words.');
    expect(list.filter((item) => item.comment === 'Calm and kind.')).toEqual([
      expect.objectContaining({ user_name: 'Asha', is_admin_approved: true, approved_on_main_page: false }),
    ]);
    expect(list.filter((item) => item.approved_on_main_page).map((item) => item.user_name)).toEqual(
      approvedDemo.filter((demo) => demo.approved_on_main_page).map((demo) => demo.user_name),
    );
  });

  it('seeds the demo testimonials once, whatever the number of starts', async () => {
    await seedTestimonials(t.db, { mode: 'demo' });
    await seedTestimonials(t.db, { mode: 'demo' });
    const seeded = await t.db.select().from(testimonials).where(eq(testimonials.consent, true));
    expect(seeded.filter((row) => row.userId === null)).toHaveLength(DEMO_TESTIMONIALS.length);
  });

  it("refuses approval without the author's consent (the table's own check)", async () => {
    const ravi = await signedInUser(t.db, 'ravi.t@example.com', now, 'Ravi');
    await expect(
      t.db.insert(testimonials).values({
        userId: ravi.id,
        userName: 'Ravi',
        comment: 'x',
        rating: 5,
        wouldRecommend: true,
        consent: false,
        isAdminApproved: true,
      }),
    ).rejects.toThrow();
  });
});
