import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpoints, type StaffTestimonial } from '@sukoon/contracts';
import { callApi } from '../../../lib/apiClient';

/** GET /api/staff/testimonials/ (staff only): every testimonial, waiting ones first. A 403 rejects (not staff). */
export async function fetchStaffTestimonials(signal?: AbortSignal): Promise<StaffTestimonial[]> {
  return callApi(endpoints.staffTestimonials, { signal });
}

export const staffTestimonialsQueryKey = ['staff', 'testimonials'] as const;

export const staffTestimonialsQueryOptions = () =>
  queryOptions({
    queryKey: staffTestimonialsQueryKey,
    queryFn: ({ signal }) => fetchStaffTestimonials(signal),
    // Moderation reads what is there now.
    staleTime: 0,
  });

export function useStaffTestimonials() {
  return useQuery(staffTestimonialsQueryOptions());
}
