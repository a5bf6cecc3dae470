// The people of `bench/streams.ts`, in their own process: opens one live-event stream per
// token given on stdin (a JSON list), reads and drops what comes, prints `ready` once every
// stream answered 200, and holds them until the process is ended.
import { text } from 'node:stream/consumers';

const base = process.argv[2]!;
const tokens = JSON.parse(await text(process.stdin)) as string[];
await Promise.all(
  tokens.map(async (token) => {
    const reply = await fetch(`${base}/api/events`, {
      headers: { authorization: `Bearer ${token}` },
    });
    if (reply.status !== 200) throw new Error(`events: ${reply.status}`);
    void reply.body?.pipeTo(new WritableStream()).catch(() => undefined);
  }),
);
process.stdout.write('ready\n');
setInterval(() => undefined, 60_000); // held until killed
