import { endpoints, IST } from '@sukoon/contracts';
import { formatInTimeZone } from 'date-fns-tz';
import type { FeatureRoutes } from '../../context';
import { httpError } from '../../http/errors';
import { currentUser, requireUser } from '../accounts/auth';
import { personalDataOf } from './data';

/** GET /api/users/my-data/ (ours): everything the service holds about the signed-in person, as a JSON download. */
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
};
