import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MutationConfig } from '../../../lib/mutationConfig';
import { membershipQueryKey } from '../../memberships';
import { runBooking } from '../runBooking';

/** The booking modal's send: books the chosen slot, then pays for it or spends a credit (runBooking). */
export const bookSessionMutationOptions = () => ({ mutationFn: runBooking });

export function useBookSession(config: MutationConfig<typeof runBooking> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...bookSessionMutationOptions(),
    ...config,
    onSuccess: (outcome, ...rest) => {
      // The balance changed: My Membership and the next booking read it again.
      if (outcome.type === 'notice' && outcome.paidWithCredits) {
        void queryClient.invalidateQueries({ queryKey: membershipQueryKey });
      }
      return config.onSuccess?.(outcome, ...rest);
    },
  });
}
