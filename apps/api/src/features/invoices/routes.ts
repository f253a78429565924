import { endpoints, invoiceParamsSchema, invoiceSchema, invoicesResponseSchema, routeOf } from '@sukoon/contracts';
import type { FeatureRoutes } from '../../context';
import { httpError } from '../../http/errors';
import { currentUser, requireUser } from '../accounts/auth';
import { invoiceOf, invoicesOf } from './invoices';

/** GET /api/invoices/ (the signed-in person's, newest first) and GET /api/invoices/:id/ (one of theirs). */
export const routes: FeatureRoutes = async (app, ctx) => {
  app.get(
    endpoints.invoices.path,
    { preValidation: requireUser(ctx), schema: { response: { 200: invoicesResponseSchema } } },
    async (request) => invoicesOf(ctx.db, currentUser(request).user.id),
  );

  app.get(
    routeOf('invoice'),
    {
      preValidation: requireUser(ctx),
      schema: { params: invoiceParamsSchema, response: { 200: invoiceSchema } },
    },
    async (request) => {
      const invoice = await invoiceOf(ctx.db, currentUser(request).user.id, request.params.id);
      if (!invoice) throw httpError(404, 'Invoice not found.');
      return invoice;
    },
  );
};
