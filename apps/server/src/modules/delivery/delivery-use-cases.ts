import { bindUseCases } from '../../lib/use-cases';
import { accept, runDeliveryJobs, timeline } from './delivery-close';
import {
  cancel,
  complete,
  reject,
  schedule,
  schedules,
  type DeliveryDeps,
} from './delivery.service';

/** Every deliver-and-close use case bound to its dependencies, for the routes and the jobs. */
export const createDeliveryService = (deps: DeliveryDeps) =>
  bindUseCases(deps, {
    schedule,
    schedules,
    complete,
    accept,
    reject,
    cancel,
    timeline,
    runJobs: runDeliveryJobs,
  });

export type DeliveryService = ReturnType<typeof createDeliveryService>;
