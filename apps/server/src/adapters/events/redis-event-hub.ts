import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { liveEventSchema } from '@airwork/shared/events/live-event.schema';
import { createLocalEventHub, type EventHub } from './event-hub';

// Live events across server instances: each publishes on one Redis channel, and each delivers
// what arrives there to the streams open on it. One channel for all users keeps subscriptions
// fixed (no per-user SUBSCRIBE churn as tabs open and close); a message is a few hundred bytes.

const envelope = (raw: string) => {
  const parsed = JSON.parse(raw) as { userId?: unknown; event?: unknown };
  const event = liveEventSchema.safeParse(parsed.event);
  return typeof parsed.userId === 'number' && event.success
    ? { userId: parsed.userId, event: event.data }
    : undefined;
};

/** A hub shared through Redis pub/sub at `url`; `prefix` names the channel (tests vary it). */
export async function createRedisEventHub(
  url: string,
  prefix: string,
  logger: Logger,
): Promise<EventHub> {
  const local = createLocalEventHub();
  const channel = `${prefix}live-events`;
  const publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2 });
  const subscriber = publisher.duplicate();
  await Promise.all([publisher.connect(), subscriber.connect()]);
  subscriber.on('message', (_channel: string, raw: string) => {
    try {
      const message = envelope(raw);
      if (message) local.deliver(message.userId, message.event);
    } catch (err) {
      logger.warn({ err }, 'unreadable live event from Redis');
    }
  });
  await subscriber.subscribe(channel);
  return {
    publish(userId, event) {
      // A live event is a courtesy (the lists refresh on the next visit anyway): a Redis hiccup
      // is logged, never turned into a failed request.
      publisher.publish(channel, JSON.stringify({ userId, event })).catch((err: unknown) => {
        logger.warn({ err }, 'live event not published');
      });
    },
    subscribe: (userId, listener) => local.subscribe(userId, listener),
    async close() {
      await local.close();
      await Promise.allSettled([subscriber.quit(), publisher.quit()]);
    },
  };
}
