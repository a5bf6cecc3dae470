// The server of `bench/upload.ts`, in its own process: the whole app on a fresh database with
// a pilot's scheduled Airwork ready for results, listening on loopback. It prints where it
// listens and who uploads as one JSON line, then serves until its standard input closes. A
// process of its own, so that the upload is measured on a server that did nothing else (in
// the benchmark's own process it inherited the heap of every section before it) and its
// memory is read from /proc as a whole.
import { latestCanadianDay } from '@airwork/shared/delivery/calendar-day';
import { heldAirwork, verifiedPilot } from '../src/test/airworks';
import { post, registerUser } from '../src/test/api';
import { buildTestApp } from '../src/test/build-test-app';

const [dataDir] = process.argv.slice(2) as [string];
const t = await buildTestApp({ env: { DATA_DIR: dataDir } });
const client = await registerUser(t.app, { role_id: 2 });
const pilot = await verifiedPilot(t);
const airwork = await heldAirwork(t, client, pilot);
const day = latestCanadianDay(new Date());
await post(t.app, '/api/schedule/add', { tasksId: airwork.id, schedule: day }, pilot.token);
await t.app.listen({ port: 0, host: '127.0.0.1' });
const address = t.app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
global.gc?.();
process.stdout.write(
  `${JSON.stringify({ base: `http://127.0.0.1:${port}`, token: pilot.token, taskId: airwork.id })}\n`,
);
process.stdin.resume();
process.stdin.on('end', () => {
  void t.close().then(() => process.exit(0));
});
