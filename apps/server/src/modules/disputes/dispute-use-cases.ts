import { bindUseCases } from '../../lib/use-cases';
import { decideDispute } from './dispute-decisions';
import { runDisputeJobs } from './dispute-jobs';
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
    runJobs: runDisputeJobs,
  });

export type DisputesService = ReturnType<typeof createDisputesService>;
