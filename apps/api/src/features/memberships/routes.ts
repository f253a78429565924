import { endpoints, membershipDetailsResponseSchema, membershipPlansResponseSchema } from '@sukoon/contracts';
import type { FeatureRoutes } from '../../context';
import { currentUser, optionalUser, requireUser } from '../accounts/auth';
import { createMembershipsService } from './service';

/** GET /api/memberships/plans/ (sign-in optional) and GET /api/users/membership-details/ (signed in). */
export const routes: FeatureRoutes = async (app, ctx) => {
  const service = createMembershipsService(ctx);

  app.get(
    endpoints.membershipPlans.path,
    { preValidation: optionalUser(ctx), schema: { response: { 200: membershipPlansResponseSchema } } },
    async () => service.plans(),
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
