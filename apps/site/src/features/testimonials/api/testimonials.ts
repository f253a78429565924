import { homeTestimonials, normaliseTestimonials, type Testimonial } from '@sukoon/contracts';
import type { HomeTestimonialsState } from '@sukoon/ui/patterns/HomeTestimonials';
import { callApi } from '../../../lib/callApi';
import { useApiQuery, type ApiQueryOptions } from '../../../lib/useApiQuery';

/** GET /api/testimonials/review/ (B7): the B3 defaults applied and duplicates dropped. A failure rejects. */
export async function fetchTestimonials(): Promise<Testimonial[]> {
  return normaliseTestimonials(
    await callApi(() => import('@sukoon/contracts/endpoints/content').then((calls) => calls.testimonials), {
      load: 'after-hydration',
    }),
  );
}

export const testimonialsQueryOptions = () =>
  ({ queryKey: ['testimonials'], queryFn: fetchTestimonials }) satisfies ApiQueryOptions<Testimonial[]>;

/** Every testimonial the server answers (the /testimonials page applies its own fallback on failure). */
export function useTestimonials() {
  return useApiQuery(testimonialsQueryOptions());
}

export interface HomeTestimonialsView {
  state: HomeTestimonialsState;
  /** Both approvals, first four only (A7, A9). */
  testimonials: Testimonial[];
}

/** The home page's testimonials: one call shared with /testimonials, kept to the approved four. */
export function useHomeTestimonials(): HomeTestimonialsView {
  const query = useApiQuery(testimonialsQueryOptions(), { select: homeTestimonials });
  if (query.data) return { state: 'loaded', testimonials: query.data };
  return { state: query.isError ? 'error' : 'loading', testimonials: [] };
}
