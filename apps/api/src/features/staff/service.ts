import type { StaffTestimonialUpdate } from '@sukoon/contracts';
import type { AppContext } from '../../context';
import { inquiriesForStaff, testimonialsForStaff, updateTestimonialApprovals } from './moderation';

/** The staff calls without HTTP: moderation of testimonials and the contact messages. */
export function createStaffService({ db }: Pick<AppContext, 'db'>) {
  return {
    testimonials: () => testimonialsForStaff(db),
    updateTestimonial: (id: number, change: StaffTestimonialUpdate) => updateTestimonialApprovals(db, id, change),
    inquiries: (page: number) => inquiriesForStaff(db, page),
  };
}
