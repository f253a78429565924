import {
  STAFF_INQUIRIES_PAGE_SIZE,
  type StaffInquiriesResponse,
  type StaffTestimonial,
  type StaffTestimonialUpdate,
} from '@sukoon/contracts';
import { staffCopy } from '@sukoon/contracts/copy/staff';
import { and, desc, eq, not, sql } from 'drizzle-orm';
import type { Db } from '../../db';
import { httpError } from '../../http/errors';
import { firstNameOf } from '../feedback/feedback';
import { testimonials, type TestimonialRow } from '../feedback/schema';
import { inquiries } from '../inquiries/schema';

/** A testimonial as staff read it: the author's first name (what would be published), both approvals, the consent. */
export function toStaffTestimonial(row: TestimonialRow): StaffTestimonial {
  return {
    id: row.id,
    author: firstNameOf(row.userName),
    comment: row.comment,
    improve: row.improve,
    rating: row.rating,
    service_title: row.serviceTitle,
    would_recommend: row.wouldRecommend,
    consent: row.consent,
    is_admin_approved: row.isAdminApproved,
    approved_on_main_page: row.approvedOnMainPage,
    created_at: row.createdAt.toISOString(),
  };
}

/** Waiting for approval (consented, not yet approved) first, then the rest; newest first within each. */
export async function testimonialsForStaff(db: Db): Promise<StaffTestimonial[]> {
  const waiting = and(eq(testimonials.consent, true), not(testimonials.isAdminApproved));
  const rows = await db
    .select()
    .from(testimonials)
    .orderBy(desc(sql`(${waiting})`), desc(testimonials.createdAt), desc(testimonials.id));
  return rows.map(toStaffTestimonial);
}

/**
 * The approvals after a change: the home page implies the site (approving for the home page approves for the site,
 * withdrawing from the site withdraws from the home page). Either needs the author's consent to turn on.
 */
export function nextApprovals(
  row: Pick<TestimonialRow, 'consent' | 'isAdminApproved' | 'approvedOnMainPage'>,
  change: StaffTestimonialUpdate,
): { isAdminApproved: boolean; approvedOnMainPage: boolean } {
  let site = change.is_admin_approved ?? row.isAdminApproved;
  let home = change.approved_on_main_page ?? row.approvedOnMainPage;
  if (change.approved_on_main_page === true) site = true;
  if (!site) home = false;
  if ((site || home) && !row.consent) throw httpError(400, staffCopy.errors.noConsent);
  return { isAdminApproved: site, approvedOnMainPage: home };
}

/** Approves or withdraws one testimonial (404 for an unknown id, 400 without the author's consent). */
export async function updateTestimonialApprovals(
  db: Db,
  id: number,
  change: StaffTestimonialUpdate,
): Promise<StaffTestimonial> {
  return db.transaction(async (tx) => {
    // Locked, so two staff members changing the same testimonial at once apply one after the other.
    const [row] = await tx.select().from(testimonials).where(eq(testimonials.id, id)).for('update');
    if (!row) throw httpError(404, staffCopy.errors.notFound);
    const [updated] = await tx
      .update(testimonials)
      .set(nextApprovals(row, change))
      .where(eq(testimonials.id, id))
      .returning();
    return toStaffTestimonial(updated!);
  });
}

/** One page of contact messages, newest first. */
export async function inquiriesForStaff(db: Db, page: number): Promise<StaffInquiriesResponse> {
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(inquiries);
  const rows = await db
    .select()
    .from(inquiries)
    .orderBy(desc(inquiries.createdAt), desc(inquiries.id))
    .limit(STAFF_INQUIRIES_PAGE_SIZE)
    .offset((page - 1) * STAFF_INQUIRIES_PAGE_SIZE);
  return {
    count,
    page,
    next_page: page * STAFF_INQUIRIES_PAGE_SIZE < count ? page + 1 : null,
    results: rows.map((row) => ({
      id: row.id,
      name: row.name,
      email: row.email,
      message: row.message,
      created_at: row.createdAt.toISOString(),
    })),
  };
}
