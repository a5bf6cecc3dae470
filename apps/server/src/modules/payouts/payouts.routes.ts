import type { FastifyInstance } from 'fastify';
import { payoutBalanceCall, payoutListCall } from '@airwork/shared/payouts/payout.calls';
import { route } from '../../plugins/route';
import type { PayoutsService } from './payouts.service';

export function payoutsRoutes(payouts: PayoutsService) {
  return async (app: FastifyInstance): Promise<void> => {
    route(app, payoutBalanceCall, (_r, { caller }) => payouts.balance(caller));
    route(app, payoutListCall, (r, { caller }) => payouts.list(caller, r));
  };
}
