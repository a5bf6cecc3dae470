import { expect } from 'vitest';
import type { LiveEvent } from '@airwork/shared/events/live-event.schema';
import type { Registered } from './api';

/** Opens `who`'s event stream on the server at `base` and collects its events until closed. */
export async function listen(who: Registered, base: string) {
  const controller = new AbortController();
  const reply = await fetch(`${base}/api/events`, {
    headers: { authorization: `Bearer ${who.token}` },
    signal: controller.signal,
  });
  const received: LiveEvent[] = [];
  const reading = (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of reply.body! as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        const frames = buffer.split('\n\n');
        buffer = frames.pop()!;
        for (const frame of frames) {
          const data = frame.split('\n').find((l) => l.startsWith('data: '));
          if (data) received.push(JSON.parse(data.slice(6)) as LiveEvent);
        }
      }
    } catch {
      // aborted
    }
  })();
  return {
    reply,
    received,
    close: async () => {
      controller.abort();
      await reading;
    },
  };
}

/** Waits up to 3 s for `check` to hold, then asserts it. */
export async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 150 && !check(); i += 1) await new Promise((r) => setTimeout(r, 20));
  expect(check()).toBe(true);
}
