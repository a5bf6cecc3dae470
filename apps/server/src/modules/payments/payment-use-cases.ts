import { bindUseCases } from '../../lib/use-cases';
import type { PaymentsDeps } from './payment-deps';
import { clientPayments } from './client-payments.service';
import { captureHeld, receiveWebhook, releaseHeld } from './payment-holds';
import { authorizeOrder, createOrder, paymentStatus, taskWithTax } from './payments.service';
import { receiptFile, receiptLink, renderReceipt } from './receipts.service';
import { paymentHistory } from './payment-history.service';

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
    receiptLink,
    receiptFile,
    renderReceipt,
    history: paymentHistory,
  });

export type PaymentsService = ReturnType<typeof createPaymentsService>;
