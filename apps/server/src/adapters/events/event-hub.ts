import { EventEmitter } from 'node:events';
import type { LiveEvent } from '@airwork/shared/events/live-event.schema';

/**
 * Live events for signed-in users. `publish` reaches every open stream of that user on this
 * instance — and, with a shared hub (Redis), on every instance.
 */
export interface EventHub {
  publish(userId: number, event: LiveEvent): void;
  /** Listens for one user's events; the returned function stops listening. */
  subscribe(userId: number, listener: (event: LiveEvent) => void): () => void;
  close(): Promise<void>;
}

/** One process: an emitter keyed by user. */
export function createLocalEventHub(): EventHub & { deliver(userId: number, e: LiveEvent): void } {
  const emitter = new EventEmitter();
  // Each open tab is a listener: many tabs of one user are not a leak.
  emitter.setMaxListeners(0);
  const deliver = (userId: number, event: LiveEvent) => {
    emitter.emit(String(userId), event);
  };
  return {
    deliver,
    publish: deliver,
    subscribe(userId, listener) {
      emitter.on(String(userId), listener);
      return () => emitter.off(String(userId), listener);
    },
    close: async () => {
      emitter.removeAllListeners();
    },
  };
}
