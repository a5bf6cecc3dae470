import { liveEventSchema, type LiveEvent } from '@airwork/shared/events/live-event.schema';
import { acceptLanguage } from './language';
import { currentToken } from './session';

/** How long to wait before opening the stream again after it broke (the server's hint). */
const RETRY_MS = 5_000;

type OnEvent = (e: LiveEvent) => void;

/** What the reading tab tells the others when a stream opened again after a gap. */
const CATCH_UP = 'catch-up';

/** A lock granted later than this after asking was held by another tab before: a takeover. */
const TAKEOVER_AFTER_MS = 1_000;

/** The `data:` of each complete frame in `buffer`, and what is left over. */
function frames(buffer: string): { events: LiveEvent[]; rest: string } {
  const parts = buffer.split('\n\n');
  const rest = parts.pop() ?? '';
  const events: LiveEvent[] = [];
  for (const part of parts) {
    const data = part.split('\n').find((line) => line.startsWith('data: '));
    const parsed = data ? liveEventSchema.safeParse(JSON.parse(data.slice(6))) : undefined;
    if (parsed?.success) events.push(parsed.data);
  }
  return { events, rest };
}

async function readStream(signal: AbortSignal, onEvent: OnEvent, onOpen: () => void) {
  const token = currentToken();
  if (!token) return;
  const reply = await fetch('/api/events', {
    headers: { authorization: `Bearer ${token}`, 'accept-language': acceptLanguage() },
    signal,
  });
  if (!reply.ok || !reply.body) return;
  onOpen();
  const reader = reply.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    const { events, rest } = frames(buffer + value);
    buffer = rest;
    events.forEach(onEvent);
  }
}

/**
 * Reads the stream until `signal` aborts, opening it again whenever it breaks. Events sent
 * while no stream was open are not sent again (the server keeps none), so each opening but
 * the very first of the page calls `onCatchUp`: what they would have refreshed is read anew.
 */
function keepReading(
  signal: AbortSignal,
  onEvent: OnEvent,
  onCatchUp: () => void,
  fresh: { first: boolean },
): Promise<void> {
  const onOpen = () => {
    if (!fresh.first) onCatchUp();
    fresh.first = false;
  };
  return new Promise((resolve) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
    const run = () => {
      readStream(signal, onEvent, onOpen)
        .catch(() => undefined)
        .finally(() => {
          if (signal.aborted) return;
          if (currentToken()) timer = setTimeout(run, RETRY_MS);
          else resolve();
        });
    };
    run();
  });
}

/**
 * One stream for all of the user's tabs: over HTTP/1.1 a browser keeps six connections per
 * host, so a stream per tab would leave a seventh tab unable to load anything. The tab that
 * holds the user's lock reads `GET /api/events` and passes each event to the others over a
 * BroadcastChannel; when it closes or signs out, the lock goes to another tab, which opens it.
 */
function shareOneStream(
  userId: number,
  signal: AbortSignal,
  onEvent: OnEvent,
  onCatchUp: () => void,
): void {
  const name = `airwork-live-events-${userId}`;
  const channel = new BroadcastChannel(name);
  channel.onmessage = (m: MessageEvent) => {
    if (m.data === CATCH_UP) return onCatchUp();
    const parsed = liveEventSchema.safeParse(m.data);
    if (parsed.success) onEvent(parsed.data);
  };
  signal.addEventListener('abort', () => channel.close());
  const readAndShare = (e: LiveEvent) => {
    onEvent(e);
    channel.postMessage(e);
  };
  // A tab granted the lock at once opens the page's first stream; one granted it later takes
  // over from a tab that closed, and the events between the two streams were lost.
  const fresh = { first: true };
  const asked = Date.now();
  const catchUp = () => {
    onCatchUp();
    channel.postMessage(CATCH_UP);
  };
  navigator.locks
    .request(name, { signal }, () => {
      fresh.first = Date.now() - asked < TAKEOVER_AFTER_MS;
      return keepReading(signal, readAndShare, catchUp, fresh);
    })
    // An abort before the lock is granted rejects the request: nothing to do then.
    .catch(() => undefined);
}

/**
 * Listens to the signed-in user's live events (`GET /api/events`, read with fetch because
 * EventSource cannot send the token) until `stop` is called, reconnecting when the stream
 * breaks; `onCatchUp` when a stream opened after a gap in which events may have been missed.
 * Browsers without Web Locks read one stream per tab.
 */
export function listenToLiveEvents(
  userId: number,
  onEvent: OnEvent,
  onCatchUp: () => void,
): () => void {
  const controller = new AbortController();
  if (typeof BroadcastChannel === 'function' && 'locks' in navigator) {
    shareOneStream(userId, controller.signal, onEvent, onCatchUp);
  } else {
    void keepReading(controller.signal, onEvent, onCatchUp, { first: true });
  }
  return () => controller.abort();
}
