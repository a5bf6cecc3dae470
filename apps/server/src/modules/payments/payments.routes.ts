import type { FastifyInstance } from 'fastify';
import {
  authorizeOrderCall,
  clientPaymentsCall,
  createOrderCall,
  paymentStatusCall,
  paypalWebhookCall,
  taskWithTaxCall,
} from '@airwork/shared/payments/payment.calls';
import {
  paymentHistoryCall,
  receiptCall,
  receiptFileTransfer,
} from '@airwork/shared/payments/receipt.calls';
import { notFound } from '../../lib/app-error';
import { requestLanguage } from '../../lib/request-language';
import { route, transferRoute } from '../../plugins/route';
import type { PaymentsService } from './payment-use-cases';

export function paymentsRoutes(payments: PaymentsService) {
  return async (app: FastifyInstance): Promise<void> => {
    route(app, taskWithTaxCall, (r, { caller }) => payments.taskWithTax(caller, r.taskId, r.part));
    route(app, createOrderCall, (r, { caller }) => payments.createOrder(caller, r.taskId, r.part));
    route(app, authorizeOrderCall, (r, { caller }) => payments.authorizeOrder(caller, r));
    route(app, paymentStatusCall, (r, { caller }) => payments.status(caller, r.taskId));
    route(app, clientPaymentsCall, (r, { caller }) => payments.clientPayments(caller, r));
    route(app, paymentHistoryCall, (r, { caller }) => payments.history(caller, r));
    route(app, receiptCall, (r, { caller, request }) =>
      payments.receiptLink(caller, r, requestLanguage(request)),
    );
    transferRoute(app, receiptFileTransfer, async ({ params, query }, { reply }) => {
      const file = await payments.receiptFile(params.id, query);
      if (!file) throw notFound();
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${file.name}"`)
        .header('cache-control', 'private, no-store')
        .send(file.pdf);
    });
    route(app, paypalWebhookCall, (body, { request }) =>
      payments.webhook({ headers: request.headers, body }),
    );
  };
}
