import type { StaffTestimonial } from '@sukoon/contracts';
import * as staffEndpoints from '@sukoon/contracts/endpoints/staff';
import { callApi } from '../../../lib/callApi';
import { useApiQuery, type ApiQueryOptions } from '../../../lib/useApiQuery';

/** GET /api/staff/testimonials/ (staff only): every testimonial, waiting ones first. A 403 rejects (not staff). */
export async function fetchStaffTestimonials(signal?: AbortSignal): Promise<StaffTestimonial[]> {
  return callApi(staffEndpoints.staffTestimonials, { signal });
}

export const staffTestimonialsQueryKey = ['staff', 'testimonials'] as const;

export const staffTestimonialsQueryOptions = () =>
  ({
    queryKey: staffTestimonialsQueryKey,
    queryFn: ({ signal }) => fetchStaffTestimonials(signal),
    // Moderation reads what is there now.
    staleTime: 0,
  }) satisfies ApiQueryOptions<StaffTestimonial[]>;

export function useStaffTestimonials() {
  return useApiQuery(staffTestimonialsQueryOptions());
}
