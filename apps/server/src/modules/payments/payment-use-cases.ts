import { bindUseCases } from '../../lib/use-cases';
import type { PaymentsDeps } from './payment-deps';
import { clientPayments } from './client-payments.service';
import { captureHeld, receiveWebhook, releaseHeld } from './payment-holds';
import { authorizeOrder, createOrder, paymentStatus, taskWithTax } from './payments.service';

/** Every payments use case bound to its dependencies, for the routes and other modules. */
export const createPaymentsService = (deps: PaymentsDeps) =>
  bindUseCases(deps, {
    taskWithTax,
    createOrder,
    authorizeOrder,
    status: paymentStatus,
    capture: captureHeld,
    release: releaseHeld,
    webhook: receiveWebhook,
    clientPayments,
  });

export type PaymentsService = ReturnType<typeof createPaymentsService>;
