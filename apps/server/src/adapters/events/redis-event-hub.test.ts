import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import type { LiveEvent } from '@airwork/shared/events/live-event.schema';
import type { EventHub } from './event-hub';
import { createRedisEventHub } from './redis-event-hub';

// Live events across instances, through the machine's Redis (CI sets TEST_REDIS_URL when one
// answers; without Redis the in-process hub is what runs, and events.test.ts covers it).

const url = process.env.TEST_REDIS_URL;
const prefix = `airwork-test-${randomBytes(4).toString('hex')}:`;
const logger = pino({ level: 'silent' });
const hubs: EventHub[] = [];
afterAll(async () => {
  await Promise.all(hubs.map((h) => h.close()));
});

const event: LiveEvent = {
  type: 'airwork',
  taskId: 7,
  tasksId: 'AW00000007',
  title: 'Barn roof survey',
  action: 'complete',
  status: 6,
  byYou: false,
};

const hub = async () => {
  const h = await createRedisEventHub(url!, prefix, logger);
  hubs.push(h);
  return h;
};

const next = (h: EventHub, userId: number) =>
  new Promise<LiveEvent>((resolve) => {
    const stop = h.subscribe(userId, (e) => {
      stop();
      resolve(e);
    });
  });

describe.runIf(url)('live events through Redis', () => {
  it('reach the user on another instance, and only that user', async () => {
    const [a, b] = [await hub(), await hub()];
    const others: LiveEvent[] = [];
    b.subscribe(8, (e) => others.push(e));
    const arriving = next(b, 7);
    a.publish(7, event);
    expect(await arriving).toEqual(event);
    // And on the publishing instance itself (a second tab served by it).
    const here = next(a, 7);
    a.publish(7, event);
    expect(await here).toEqual(event);
    expect(others).toEqual([]);
  });

  it('ignores what is not a live event on the channel', async () => {
    const b = await hub();
    const seen: LiveEvent[] = [];
    b.subscribe(7, (e) => seen.push(e));
    const raw = new Redis(url!);
    await raw.publish(`${prefix}live-events`, '{"userId":7,"event":{"type":"nonsense"}}');
    await raw.publish(`${prefix}live-events`, 'not json');
    const arriving = next(b, 7);
    (await hub()).publish(7, event);
    expect(await arriving).toEqual(event);
    expect(seen).toEqual([event]);
    raw.disconnect();
  });
});
