import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { type StaffTestimonial, type StaffTestimonialUpdate } from '@sukoon/contracts';
import * as staffEndpoints from '@sukoon/contracts/endpoints/staff';
import { callApi } from '../../../lib/callApi';
import { withChange } from '../approvals';
import { useItemSaves } from './itemSaves';
import { staffTestimonialsQueryKey } from './staffTestimonials';

export interface TestimonialChange {
  id: number;
  change: StaffTestimonialUpdate;
}

/**
 * PATCH /api/staff/testimonials/:id/ (staff only): approve or withdraw for the site and the home page. The server
 * refuses (400, with its reason) words whose author did not consent.
 */
export function updateStaffTestimonial({ id, change }: TestimonialChange): Promise<StaffTestimonial> {
  return callApi(staffEndpoints.staffUpdateTestimonial, { params: [id], json: change });
}

const mutationKey = ['staff', 'updateTestimonial'] as const;

const replaceIn = (client: QueryClient, saved: StaffTestimonial) =>
  client.setQueryData<StaffTestimonial[]>(staffTestimonialsQueryKey, (list) =>
    list?.map((item) => (item.id === saved.id ? saved : item)),
  );

/** Shown at once as the server will answer it; put back as it was when the server refuses. */
export const updateStaffTestimonialMutationOptions = (client: QueryClient) => ({
  mutationKey,
  mutationFn: updateStaffTestimonial,
  onMutate: async ({ id, change }: TestimonialChange) => {
    await client.cancelQueries({ queryKey: staffTestimonialsQueryKey });
    const before = client.getQueryData<StaffTestimonial[]>(staffTestimonialsQueryKey)?.find((item) => item.id === id);
    if (before) replaceIn(client, withChange(before, change));
    return { before };
  },
  onSuccess: (saved: StaffTestimonial) => void replaceIn(client, saved),
  onError: (_error: Error, _change: TestimonialChange, context: { before?: StaffTestimonial } | undefined) => {
    if (context?.before) replaceIn(client, context.before);
  },
  // The public lists (/testimonials and the home page) read again when next shown.
  onSettled: () => client.invalidateQueries({ queryKey: ['testimonials'] }),
});

export function useUpdateStaffTestimonial() {
  return useMutation(updateStaffTestimonialMutationOptions(useQueryClient()));
}

/** By id: the testimonials being saved, and why the last change of each failed. */
export function useStaffTestimonialSaves() {
  return useItemSaves(mutationKey, (change: TestimonialChange) => change.id);
}
