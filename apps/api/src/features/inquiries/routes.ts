import { contactRequestSchema, contactResponseSchema, endpoints } from '@sukoon/contracts';
import type { FeatureRoutes } from '../../context';
import { createInquiriesService } from './service';

/** POST /api/inquiries/contact/ (spec 02 sections 5 and 7): validated as the form is, limited, stored and mailed. */
export const routes: FeatureRoutes = async (app, ctx) => {
  const service = createInquiriesService(ctx);
  app.post(
    endpoints.contact.path,
    {
      preValidation: ctx.limiter.hook('contact.ip'),
      schema: { body: contactRequestSchema, response: { 201: contactResponseSchema } },
    },
    async (request, reply) => reply.code(201).send(await service.receive(request.body)),
  );
};
