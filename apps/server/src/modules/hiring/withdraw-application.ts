import type { SessionCaller } from '../../plugins/auth';
import { refuse } from '../../lib/app-error';
import { lockAirwork } from '../airworks/airworks.access';
import * as repo from './applications.repository';
import { type HiringDeps } from './hiring-deps';
import { HiringOutcome } from '@airwork/shared/hiring/hiring.calls';

/** `/api/tasks/withdrawApply`: the caller takes back a waiting application; the client is told. */
export async function withdraw(
  deps: HiringDeps,
  caller: SessionCaller,
  taskId: number,
): Promise<void> {
  const pilot = await deps.pilotInfo(caller.userId);
  await deps.notices.transaction(async (tx) => {
    // Under the Airwork's lock, as an approval is: of a withdrawal and an approval, one wins.
    const a = await lockAirwork(tx, taskId);
    const application = a && (await repo.applicationOf(tx, taskId, caller.userId));
    if (!a || !application) throw refuse(HiringOutcome.applicationNotFound);
    if ((await repo.withdrawApplication(tx, taskId, caller.userId)) === undefined) {
      throw refuse(HiringOutcome.decided);
    }
    const by = { id: caller.userId, name: pilot.displayName, number: pilot.userNumbers };
    await deps.notices.record(tx, { type: 'withdrew', airwork: a, pilot: by });
    const { tasksId, title } = a;
    deps.notices.publish(tx, a.clientId, { type: 'application', taskId, tasksId, title });
  });
}
