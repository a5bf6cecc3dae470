import { bindUseCases } from '../../lib/use-cases';
import type { PaymentsDeps } from './payment-deps';
import { clientPayments } from './client-payments.service';
import { captureHeld, receiveWebhook, releaseHeld } from './payment-holds';
import { authorizeOrder, createOrder, paymentStatus, taskWithTax } from './payments.service';
import { receiptFile, receiptLink, renderReceipt } from './receipts.service';
import { paymentHistory } from './payment-history.service';
import { catchUpLedger } from './payment-ledger';

/** The ledger entries of payments made before the ledger, a batch per pass (issue 48). */
const ledgerCatchUp = async (deps: PaymentsDeps) => ({
  payments: await catchUpLedger(deps.db, deps.now()),
});

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
    ledgerCatchUp,
  });

export type PaymentsService = ReturnType<typeof createPaymentsService>;
