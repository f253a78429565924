import { staffCopy } from '@sukoon/contracts/copy/staff';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { httpError } from '../../http/errors';
import { currentUser, requireUser } from '../accounts/auth';

/**
 * The staff routes' guard, for `preValidation`: 401 without a valid session (requireUser), then 403 for a signed-in
 * person without the staff role. The role is read with the session on every request, so a demoted account loses
 * access at once.
 */
export function requireStaff(ctx: Pick<AppContext, 'db' | 'now'>) {
  const signedIn = requireUser(ctx);
  return async function requireStaffHook(request: FastifyRequest): Promise<void> {
    await signedIn(request);
    if (currentUser(request).user.role !== 'staff') throw httpError(403, staffCopy.errors.notStaff);
  };
}
