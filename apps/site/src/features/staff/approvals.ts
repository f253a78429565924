import type { StaffTestimonial, StaffTestimonialUpdate } from '@sukoon/contracts';

/** What the server will answer for a change (home implies site; off the site is off the home page): shown at once. */
export function withChange(item: StaffTestimonial, change: StaffTestimonialUpdate): StaffTestimonial {
  let site = change.is_admin_approved ?? item.is_admin_approved;
  let home = change.approved_on_main_page ?? item.approved_on_main_page;
  if (change.approved_on_main_page === true) site = true;
  if (!site) home = false;
  return { ...item, is_admin_approved: site, approved_on_main_page: home };
}
