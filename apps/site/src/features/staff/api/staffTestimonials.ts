import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StaffTestimonial } from '@sukoon/contracts';
import * as staffEndpoints from '@sukoon/contracts/endpoints/staff';
import { callApi } from '../../../lib/apiClient';

/** GET /api/staff/testimonials/ (staff only): every testimonial, waiting ones first. A 403 rejects (not staff). */
export async function fetchStaffTestimonials(signal?: AbortSignal): Promise<StaffTestimonial[]> {
  return callApi(staffEndpoints.staffTestimonials, { signal });
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
