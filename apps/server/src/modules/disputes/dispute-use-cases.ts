import { bindUseCases } from '../../lib/use-cases';
import { decideDispute, settleDecided } from './dispute-decisions';
import {
  addStatement,
  disputeQueue,
  getDispute,
  openDispute,
  type DisputesDeps,
} from './disputes.service';

/** Every dispute use case bound to its dependencies, for the routes and the jobs. */
export const createDisputesService = (deps: DisputesDeps) =>
  bindUseCases(deps, {
    open: openDispute,
    add: addStatement,
    get: getDispute,
    queue: disputeQueue,
    decide: decideDispute,
    runJobs: settleDecided,
  });

export type DisputesService = ReturnType<typeof createDisputesService>;
