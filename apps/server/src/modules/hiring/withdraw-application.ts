import type { SessionCaller } from '../../plugins/auth';
import { refuse } from '../../lib/app-error';
import { lockAirwork } from '../airworks/airworks.access';
import { applicationWithdrawnMail } from '../mail/hiring-mails';
import { notifyUser } from '../mail/notify';
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
  const airwork = await deps.db.transaction(async (tx) => {
    // Under the Airwork's lock, as an approval is: of a withdrawal and an approval, one wins.
    const a = await lockAirwork(tx, taskId);
    const application = a && (await repo.applicationOf(tx, taskId, caller.userId));
    if (!a || !application) throw refuse(HiringOutcome.applicationNotFound);
    if ((await repo.withdrawApplication(tx, taskId, caller.userId)) === undefined) {
      throw refuse(HiringOutcome.decided);
    }
    const facts = { title: a.title, tasksId: a.tasksId };
    await notifyUser(
      deps.mailer,
      tx,
      a.clientId,
      'optional',
      (lang, to, who) =>
        applicationWithdrawnMail(lang, to, {
          ...facts,
          firstName: who.firstName,
          pilotNumber: pilot.userNumbers,
          pilotName: pilot.displayName,
          url: `${deps.publicUrl}/#/client-notification`,
        }),
      {
        kind: 'applicationWithdrawn',
        taskId,
        params: {
          title: a.title,
          pilotNumber: pilot.userNumbers,
          pilotName: pilot.displayName,
          withUserId: caller.userId,
        },
      },
    );
    return { ...facts, clientId: a.clientId };
  });
  deps.mailer.kick();
  deps.events.publish(airwork.clientId, {
    type: 'application',
    taskId,
    tasksId: airwork.tasksId,
    title: airwork.title,
  });
}
