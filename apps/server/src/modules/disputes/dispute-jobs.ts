import { announce } from '../airworks/airwork-events';
import { lockAirwork } from '../airworks/airworks.access';
import { lapsePast } from '../payments/payments.access';
import { settleDecided } from './dispute-decisions';
import * as repo from './disputes.repository';
import type { DisputesDeps } from './disputes.service';

// The disputes' scheduled work. A dispute can outlast the hold: PayPal captures an
// authorization for 29 days, and one opened late in them may not be decided in time. The hold
// is then marked lapsed and the client asked to hold the money again (a renewal, as after a
// late acceptance); until they do, only a refund can take effect, and a decision to pay the
// pilot waits, unsettled, and is settled from the renewed hold.

/** How many disputed holds one pass looks at. */
const BATCH = 50;

/** Marks lapsed the holds of disputes past their validity; the client is asked to renew. */
async function lapseDisputedHolds(deps: DisputesDeps): Promise<number> {
  const now = deps.now();
  let lapsed = 0;
  for (const airworkId of await repo.holdsPastValidity(deps.db, now, BATCH)) {
    const done = await deps.notices.transaction(async (tx) => {
      const row = await lockAirwork(tx, airworkId);
      if (!row || !(await lapsePast(tx, airworkId, now))) return false;
      await deps.notices.record(tx, { type: 'disputeHoldLapsed', airwork: row });
      announce(deps.notices, tx, row, { action: 'holdLapsed', status: row.status, actorId: null });
      return true;
    });
    if (done) lapsed += 1;
  }
  return lapsed;
}

/** One pass: disputed holds past their validity lapse, then decided money moves (or retries). */
export async function runDisputeJobs(deps: DisputesDeps) {
  const lapsed = await lapseDisputedHolds(deps);
  const settled = await settleDecided(deps);
  return { lapsed, settled };
}
