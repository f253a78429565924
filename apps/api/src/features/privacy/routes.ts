import { deleteAccountRequestSchema, deleteAccountResponseSchema, endpoints, IST } from '@sukoon/contracts';
import { formatInTimeZone } from 'date-fns-tz';
import type { FeatureRoutes } from '../../context';
import { httpError } from '../../http/errors';
import { currentUser, requireUser } from '../accounts/auth';
import { findUserById } from '../accounts/users';
import { verifySecret } from '../accounts/passwords';
import { personalDataOf } from './data';
import { eraseAccount } from './erase';
import { PRIVACY_MESSAGES } from '@sukoon/contracts/copy/privacy';

/**
 * GET /api/users/my-data/ (ours): everything the service holds about the signed-in person, as a JSON download.
 * POST /api/users/delete-account/ (ours): erases the account after its password (erase.ts says what goes and stays).
 */
export const routes: FeatureRoutes = async (app, ctx) => {
  app.get(endpoints.myData.path, { preValidation: requireUser(ctx) }, async (request, reply) => {
    const now = new Date(ctx.now());
    const data = await personalDataOf(ctx.db, currentUser(request).user.id, now);
    if (!data) throw httpError(404, 'Account not found.');
    const day = formatInTimeZone(now, IST, 'yyyy-MM-dd');
    reply
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="sukoon-my-data-${day}.json"`)
      .type('application/json; charset=utf-8');
    return JSON.stringify(data, null, 2);
  });

  app.post(
    endpoints.deleteAccount.path,
    {
      preValidation: [ctx.limiter.hook('deleteAccount.person'), requireUser(ctx)],
      schema: { body: deleteAccountRequestSchema, response: { 200: deleteAccountResponseSchema } },
    },
    async (request) => {
      const { id } = currentUser(request).user;
      const row = await findUserById(ctx.db, id);
      if (!row?.passwordHash) throw httpError(400, PRIVACY_MESSAGES.noPassword);
      if (!(await verifySecret(row.passwordHash, request.body.password))) {
        throw httpError(400, PRIVACY_MESSAGES.wrongPassword, {
          errors: { password: [PRIVACY_MESSAGES.wrongPassword] },
        });
      }
      await eraseAccount(ctx.db, id, ctx.now());
      return { message: PRIVACY_MESSAGES.deleted };
    },
  );
};
