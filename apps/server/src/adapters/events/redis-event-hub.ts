import type { Logger } from 'pino';
import { liveEventSchema } from '@airwork/shared/events/live-event.schema';
import { connectRedisPubSub } from '../redis/redis-connection';
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
  const { publisher, subscriber } = await connectRedisPubSub(url, logger);
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
      // While Redis is away (its outage is logged once) the event is dropped at once.
      publisher.publish(channel, JSON.stringify({ userId, event })).catch((err: unknown) => {
        if (publisher.status === 'ready') logger.warn({ err }, 'live event not published');
        else logger.debug({ err }, 'live event dropped: Redis away');
      });
    },
    subscribe: (userId, listener) => local.subscribe(userId, listener),
    async close() {
      await local.close();
      await Promise.allSettled([subscriber.quit(), publisher.quit()]);
    },
  };
}
