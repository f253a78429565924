import type { MembershipPlan } from '@sukoon/contracts';
import type { AppContext } from '../../context';
import type { AuthUser } from '../accounts/auth';
import { listPlans, membershipDetailsOf, type MembershipDetails } from './memberships';

/** The plans and My Membership calls of spec 02 section 7, without HTTP. (Purchases go through payments.) */
export function createMembershipsService(ctx: Pick<AppContext, 'db' | 'now'>) {
  const { db, now } = ctx;
  return {
    plans(): Promise<MembershipPlan[]> {
      return listPlans(db);
    },
    details(user: AuthUser): Promise<MembershipDetails | []> {
      return membershipDetailsOf(db, user.id, new Date(now()));
    },
  };
}
