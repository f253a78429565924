import { endpoints, membershipDetailsResponseSchema, membershipPlansResponseSchema } from '@sukoon/contracts';
import type { FeatureRoutes } from '../../context';
import { publicRead } from '../../http/publicRead';
import { currentUser, requireUser } from '../accounts/auth';
import { createMembershipsService } from './service';

/**
 * GET /api/memberships/plans/ (the same for everyone, signed in or not, so cached) and GET
 * /api/users/membership-details/ (signed in).
 */
export const routes: FeatureRoutes = async (app, ctx) => {
  const service = createMembershipsService(ctx);

  app.get(
    endpoints.membershipPlans.path,
    { schema: { response: { 200: membershipPlansResponseSchema } }, config: { syncsTestClock: false } },
    publicRead({
      schema: membershipPlansResponseSchema,
      load: () => service.plans(),
      now: ctx.now,
      config: ctx.config,
    }),
  );

  app.get(
    endpoints.membershipDetails.path,
    { preValidation: requireUser(ctx), schema: { response: { 200: membershipDetailsResponseSchema } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return service.details(currentUser(request).user);
    },
  );
};
