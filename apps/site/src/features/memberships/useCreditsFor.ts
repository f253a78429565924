import { creditsForPrice, parsePrice } from '@sukoon/contracts';
import { useAuth } from '../auth';
import { useMembershipDetails } from './api/membershipDetails';

/**
 * What the signed-in client's membership can pay for a session of this price: `{ needed, available }` when
 * it has at least the credits the session takes (ceil(price / 5000)), else undefined (card only). Guests, a failed
 * or slow membership call and a free session all mean card only.
 */
export function useCreditsFor(price: string | number): { needed: number; available: number } | undefined {
  const { session } = useAuth();
  const details = useMembershipDetails(session?.token ?? null);
  const amount = parsePrice(price);
  const needed = amount === null ? 0 : creditsForPrice(amount);
  const available = details.data?.credits ?? 0;
  if (!details.isSuccess || needed <= 0 || !Number.isFinite(available) || available < needed) return undefined;
  return { needed, available };
}
