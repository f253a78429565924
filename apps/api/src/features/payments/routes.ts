import {
  endpoints,
  initiateMembershipPaymentResponseSchema,
  initiatePaymentResponseSchema,
  paymentOrderResponseSchema,
  recordPaymentStatusResponseSchema,
  routeOf,
} from '@sukoon/contracts';
import { z } from 'zod';
import type { FeatureRoutes } from '../../context';
import { currentUser, requireUser } from '../accounts/auth';
import { createGateway, type FetchLike, type Gateway } from './gateway';
import { registerSandboxGateway } from './sandbox';
import { RETURN_PATHS, type OnPaid } from './orderRefs';
import { createPaymentsService } from './service';

export interface PaymentsOptions {
  /** How PayU's verify_payment API is reached; tests pass a stand-in. Default: the global fetch. */
  fetch?: FetchLike;
  /** What else a confirmed payment does in its settling transaction (the registry passes the invoice's issuing). */
  onPaid?: OnPaid;
}

/** Payment initiation, PayU's returns, the status record and (without PayU keys) the sandbox gateway. */
export function createPaymentsRoutes(options: PaymentsOptions = {}): FeatureRoutes {
  return async (app, ctx) => {
    const gateway: Gateway = createGateway(
      ctx.config,
      ctx.db,
      options.fetch ?? (globalThis.fetch as FetchLike),
      ctx.now,
    );
    const service = createPaymentsService(ctx, gateway, options.onPaid);

    if (gateway.mode === 'sandbox') {
      registerSandboxGateway(app, ctx);
      if (ctx.config.isProduction) {
        app.log.warn(
          'No PAYU_KEY/PAYU_SALT: payments go to the built-in test gateway, where anyone can "pay" without money. Set the PayU keys before real customers arrive.',
        );
      }
    }

    // One path, three bodies (B7): the service tells them apart and parses each with its contract schema.
    app.post(
      endpoints.initiatePayment.path,
      {
        preValidation: [ctx.limiter.hook('initiatePayment.person'), requireUser(ctx)],
        schema: {
          response: {
            200: z.union([
              initiatePaymentResponseSchema,
              recordPaymentStatusResponseSchema,
              initiateMembershipPaymentResponseSchema,
            ]),
          },
        },
      },
      async (request) => service.initiate(currentUser(request).user, request.body, request.log),
    );

    // The owner's order as /payment-status shows it; asking again while it is pending asks the gateway again.
    app.get<{ Params: { orderId: string } }>(
      routeOf('paymentOrder'),
      {
        preValidation: requireUser(ctx),
        schema: { response: { 200: paymentOrderResponseSchema } },
      },
      async (request) => service.orderStatus(currentUser(request).user, request.params.orderId, request.log),
    );

    // PayU's return POST (form-encoded, from the customer's browser): always a 303 to the site's return route.
    for (const path of RETURN_PATHS) {
      app.post<{ Params: { txnid: string } }>(
        `/api/payments/${path}/:txnid`,
        { preValidation: ctx.limiter.hook('paymentReturn.ip') },
        async (request, reply) => {
          const location = await service.returnLocation(path, request.params.txnid, request.body, request.log);
          // Relative, so the browser stays on whichever origin it posted to; 303 turns the POST into a GET.
          return reply.header('cache-control', 'no-store').redirect(location, 303);
        },
      );
    }
  };
}
