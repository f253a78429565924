import { isNull, sql } from 'drizzle-orm';
import { DEMO_TESTIMONIALS } from '@sukoon/contracts/content/testimonials';
import type { SeedOptions } from '../../context';
import type { Db } from '../../db';
import { testimonials } from './schema';

/**
 * The demo testimonials (contracts' DEMO_TESTIMONIALS, all given with consent): four approved so /testimonials and the
 * home page show real answers of this server, two waiting for staff approval. Added once, to an empty set of
 * seeded rows (they are the only rows without an author account). Demo mode only: a live site shows real feedback.
 */
export async function seed(db: Db, { mode }: SeedOptions) {
  if (mode !== 'demo') return;
  const [{ count } = { count: 0 }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(testimonials)
    .where(isNull(testimonials.userId));
  if (count > 0) return;
  await db.insert(testimonials).values(
    DEMO_TESTIMONIALS.map((demo, index) => ({
      userName: demo.user_name,
      role: demo.role,
      comment: demo.comment,
      rating: demo.rating,
      serviceId: demo.service,
      wouldRecommend: true,
      consent: true,
      isAdminApproved: demo.approved,
      approvedOnMainPage: demo.approved_on_main_page,
      icon: 'star',
      color: '#4F46E5',
      // A day apart, so "newest first" is stable; the ones waiting for staff are the newest, as fresh feedback is, so
      // approving one for the home page puts it among the four newest that the home page shows.
      createdAt: new Date(Date.UTC(2026, 0, (demo.approved ? 20 : 31) - index, 6)),
    })),
  );
}
