import { liveEventSchema, type LiveEvent } from '@airwork/shared/events/live-event.schema';
import { acceptLanguage } from './language';
import { currentToken } from './session';

/** How long to wait before opening the stream again after it broke (the server's hint). */
const RETRY_MS = 5_000;

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

async function readStream(signal: AbortSignal, onEvent: (e: LiveEvent) => void): Promise<void> {
  const token = currentToken();
  if (!token) return;
  const reply = await fetch('/api/events', {
    headers: { authorization: `Bearer ${token}`, 'accept-language': acceptLanguage() },
    signal,
  });
  if (!reply.ok || !reply.body) return;
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
 * Listens to the signed-in user's live events (`GET /api/events`, read with fetch because
 * EventSource cannot send the token) until `stop` is called, reconnecting when the stream
 * breaks. Every open tab listens for itself.
 */
export function listenToLiveEvents(onEvent: (e: LiveEvent) => void): () => void {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    readStream(controller.signal, onEvent)
      .catch(() => undefined)
      .finally(() => {
        if (!controller.signal.aborted && currentToken()) timer = setTimeout(run, RETRY_MS);
      });
  };
  run();
  return () => {
    controller.abort();
    clearTimeout(timer);
  };
}
