import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema } from '@airwork/shared/api/envelope';
import {
  authorizeOrderRequestSchema,
  createOrderRequestSchema,
  createdOrderSchema,
  paymentStatusRequestSchema,
  paymentStatusSchema,
  taskWithTaxRequestSchema,
  taskWithTaxSchema,
} from '@airwork/shared/payments/payment.schema';
import { ok } from '../../lib/envelope';
import type { ZodApp } from '../../lib/zod-app';
import { callerOf, requireSession } from '../../plugins/auth';
import type { PaymentsService } from './payment-use-cases';

const security = [{ bearer: [] }];

function priceRoute(app: ZodApp, payments: PaymentsService): void {
  app.post(
    '/api/tasks/getTaskWithTaxById',
    {
      preHandler: requireSession,
      schema: {
        tags: ['payment'],
        security,
        summary: "The Airwork's price with the sales tax it includes (its client, pilot, admins)",
        body: taskWithTaxRequestSchema,
        response: { 200: envelopeSchema(taskWithTaxSchema) },
      },
    },
    async (request) =>
      ok(await payments.taskWithTax(callerOf(request), request.body.taskId, request.body.part)),
  );
}

function clientRoutes(app: ZodApp, payments: PaymentsService): void {
  app.post(
    '/api/payment/createOrder',
    {
      preHandler: requireSession,
      schema: {
        tags: ['payment'],
        security,
        summary:
          "An order at the payment provider for the Airwork's price (from our database), to approve",
        body: createOrderRequestSchema,
        response: { 200: envelopeSchema(createdOrderSchema) },
      },
    },
    async (request) =>
      ok(await payments.createOrder(callerOf(request), request.body.taskId, request.body.part)),
  );
  app.post(
    '/api/payment/authorizeOrder',
    {
      preHandler: requireSession,
      schema: {
        tags: ['payment'],
        security,
        summary: 'Authorizes the approved order: the money is held until the work is accepted',
        body: authorizeOrderRequestSchema,
        response: { 200: envelopeSchema(paymentStatusSchema) },
      },
    },
    async (request) => ok(await payments.authorizeOrder(callerOf(request), request.body)),
  );
  app.post(
    '/api/payment/status',
    {
      preHandler: requireSession,
      schema: {
        tags: ['payment'],
        security,
        summary:
          "Where the Airwork's money stands: none, created, held, captured, released, refunded, expired",
        body: paymentStatusRequestSchema,
        response: { 200: envelopeSchema(paymentStatusSchema) },
      },
    },
    async (request) => ok(await payments.status(callerOf(request), request.body.taskId)),
  );
}

export function paymentsRoutes(payments: PaymentsService) {
  return async (plugin: FastifyInstance): Promise<void> => {
    const app = plugin.withTypeProvider<ZodTypeProvider>();
    priceRoute(app, payments);
    clientRoutes(app, payments);
    app.post(
      '/api/payment/paypal',
      {
        schema: {
          tags: ['payment'],
          summary:
            "PayPal's webhook: verified with PayPal, each event applied once (replays acknowledged)",
          body: z.record(z.string(), z.unknown()),
          response: { 200: envelopeSchema(z.object({ applied: z.boolean() })) },
        },
      },
      async (request) =>
        ok(await payments.webhook({ headers: request.headers, body: request.body })),
    );
  };
}
