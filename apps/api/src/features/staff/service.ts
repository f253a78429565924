import type { StaffCouponCreate, StaffExportQuery, StaffTestimonialUpdate } from '@sukoon/contracts';
import type { AppContext } from '../../context';
import { paymentsCsv } from './accountingExport';
import { couponsForStaff, createCoupon, setCouponActive } from './coupons';
import { sessionsOfDay } from './daySessions';
import { inquiriesForStaff, testimonialsForStaff, updateTestimonialApprovals } from './moderation';
import { markRefunded, refundsForStaff } from './refunds';

/**
 * The staff calls without HTTP: moderation of testimonials and the contact messages, the day's sessions, refunds and
 * the accounting CSV, the coupons.
 */
export function createStaffService({ db, now }: Pick<AppContext, 'db' | 'now'>) {
  return {
    testimonials: () => testimonialsForStaff(db),
    updateTestimonial: (id: number, change: StaffTestimonialUpdate) => updateTestimonialApprovals(db, id, change),
    inquiries: (page: number) => inquiriesForStaff(db, page),
    sessions: (date: string | undefined) => sessionsOfDay(db, date, new Date(now())),
    refunds: () => refundsForStaff(db),
    markRefunded: (paymentId: number, staffId: number) => markRefunded(db, paymentId, staffId, new Date(now())),
    paymentsCsv: (range: StaffExportQuery) => paymentsCsv(db, range),
    coupons: () => couponsForStaff(db, new Date(now())),
    createCoupon: (input: StaffCouponCreate & { code: string }) => createCoupon(db, input, new Date(now())),
    setCouponActive: (code: string, active: boolean) => setCouponActive(db, code, active, new Date(now())),
  };
}
