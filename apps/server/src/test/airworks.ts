import { eq } from 'drizzle-orm';
import type { SaveAirworkRequest } from '@airwork/shared/airworks/airwork.schema';
import { mailOutbox } from '../db/schema/mail';
import { airworkResults } from '../db/schema/results';
import { users } from '../db/schema/users';
import type { TestApp } from './build-test-app';
import { post, registerUser, type Registered } from './api';

/** A valid Airwork in Toronto; tests change what they look at. */
export const validAirwork: SaveAirworkRequest = {
  categoriesIds: '1,5,',
  address: '100 Queen St W',
  city: 'Toronto',
  province: 'Ontario',
  country: 'CA',
  latitude: 43.653482,
  longitude: -79.383935,
  title: 'Roof inspection of a downtown office tower',
  conditions: '1,2',
  fileFormat: 'JPG, 4K video',
  salary: '1250.50',
  description: 'Inspect the roof membrane and HVAC units; deliver photos and a short video.',
  paymentMethod: 1,
};

/** Posts an Airwork as `client` and answers its id and mission number. */
export async function postAirwork(
  t: TestApp,
  client: Registered,
  changes: Partial<SaveAirworkRequest> = {},
): Promise<{ id: number; tasksId: string }> {
  const reply = await post(t.app, '/api/tasks/add', { ...validAirwork, ...changes }, client.token);
  if (reply.body.code !== 200) throw new Error(`posting failed: ${reply.body.message}`);
  return reply.body.result as { id: number; tasksId: string };
}

/** A pilot whose certificate an admin approved (`active` 1). */
export async function verifiedPilot(
  t: TestApp,
  overrides: Parameters<typeof registerUser>[1] = {},
): Promise<Registered> {
  const pilot = await registerUser(t.app, { role_id: 1, ...overrides });
  await t.db.update(users).set({ active: 1 }).where(eq(users.id, pilot.id));
  return pilot;
}

/** The subjects of the mails queued for `recipient`. */
export async function subjectsFor(t: TestApp, recipient: string): Promise<string[]> {
  const rows = await t.db
    .select({ subject: mailOutbox.subject })
    .from(mailOutbox)
    .where(eq(mailOutbox.recipient, recipient));
  return rows.map((r) => r.subject);
}

/** An Airwork of `client` with `pilot` approved for it: status 2, money not yet held. */
export async function pendingAirwork(
  t: TestApp,
  client: Registered,
  pilot: Registered,
  changes: Partial<SaveAirworkRequest> = {},
): Promise<{ id: number; tasksId: string }> {
  const airwork = await postAirwork(t, client, changes);
  const applied = await post(t.app, '/api/tasks/apply', { taskId: airwork.id }, pilot.token);
  const applicationId = (applied.body.result as { id: number }).id;
  const decided = await post(
    t.app,
    '/api/tasks/updateApplyInfo',
    { id: applicationId, taskId: airwork.id, status: 9 },
    client.token,
  );
  if (decided.status !== 200) throw new Error(`approval failed: ${decided.body.message}`);
  return airwork;
}

/** An Airwork of `client` with `pilot` approved and the money held: ready to schedule. */
export async function heldAirwork(
  t: TestApp,
  client: Registered,
  pilot: Registered,
  changes: Partial<SaveAirworkRequest> = {},
): Promise<{ id: number; tasksId: string }> {
  const airwork = await pendingAirwork(t, client, pilot, changes);
  const order = await post(
    t.app,
    '/api/payment/createOrder',
    { taskId: airwork.id, part: 1 },
    client.token,
  );
  const { orderId } = order.body.result as { orderId: string };
  const held = await post(
    t.app,
    '/api/payment/authorizeOrder',
    { taskId: airwork.id, part: 1, orderId },
    client.token,
  );
  if (held.status !== 200) throw new Error(`hold failed: ${held.body.message}`);
  return airwork;
}

/** Records a result file as if the pilot had uploaded it (the upload itself is tested apart). */
export async function recordResult(t: TestApp, airworkId: number, pilotId: number): Promise<void> {
  await t.db.insert(airworkResults).values({
    airworkId,
    pilotId,
    storageKey: `results/test-${airworkId}-${Date.now()}`,
    filename: 'survey.zip',
    contentType: 'application/zip',
    sizeBytes: 1024,
    sha256: '0'.repeat(64),
    identifier: `test-${airworkId}-${Math.random()}`,
  });
}

/** Held, scheduled for today, started by the job, a file recorded, submitted: status 6. */
export async function completedAirwork(
  t: TestApp,
  client: Registered,
  pilot: Registered,
  day: string,
): Promise<{ id: number; tasksId: string }> {
  const a = await heldAirwork(t, client, pilot);
  const scheduled = await post(
    t.app,
    '/api/schedule/add',
    { tasksId: a.id, schedule: day },
    pilot.token,
  );
  if (scheduled.status !== 200) throw new Error(`schedule failed: ${scheduled.body.message}`);
  await t.app.runDeliveryJobs();
  await recordResult(t, a.id, pilot.id);
  const done = await post(
    t.app,
    '/api/tasks/completeOrder',
    { taskId: a.id, comments: 'All here' },
    pilot.token,
  );
  if (done.status !== 200) throw new Error(`complete failed: ${done.body.message}`);
  return a;
}
