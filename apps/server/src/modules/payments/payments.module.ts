import { MINUTE, type ServerModule } from '../../server-module';
import { paymentCalls } from '@airwork/shared/payments/payment.calls';
import { paymentsRoutes } from './payments.routes';
import { paymentsPersonalData } from './personal-data.repository';

/** The payments module as it declares itself (server-module.ts). */
export const paymentsModule: ServerModule = {
  name: 'payments',
  routes: (s) => [paymentsRoutes(s.payments)],
  calls: paymentCalls,
  tables: ['payments', 'payment_events'],
  personalData: paymentsPersonalData,
  jobs: (s) => [
    {
      name: 'ledger-catch-up',
      everyMs: MINUTE,
      pass: 'first',
      run: () => s.payments.ledgerCatchUp(),
    },
  ],
};
