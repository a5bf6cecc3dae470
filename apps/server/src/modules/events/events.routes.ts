import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { eventsTransfer } from '@airwork/shared/events/events.transfers';
import type { LiveEvent } from '@airwork/shared/events/live-event.schema';
import type { EventHub } from '../../adapters/events/event-hub';
import { transferRoute } from '../../plugins/route';

/** A comment line now and then keeps proxies and phones from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;

/**
 * `GET /api/events`: server-sent events for the signed-in user. A browser reads one stream for
 * all of the user's tabs (`apps/web/src/lib/live-events.ts`), with fetch (an Authorization
 * header, which EventSource cannot send); any number of streams per user works all the same.
 */
export function eventsRoutes(events: EventHub) {
  return async (app: FastifyInstance): Promise<void> => {
    // Open streams end when the server closes, so shutting down does not wait on them.
    const open = new Set<{ end(): void }>();
    app.addHook('onClose', async () => {
      for (const stream of open) stream.end();
    });
    transferRoute(app, eventsTransfer, async (_input, { caller, request, reply }) => {
      reply.hijack();
      const out = reply.raw;
      // A hijacked reply sends only what is written here: keep the security headers set so far.
      out.writeHead(200, {
        ...(reply.getHeaders() as OutgoingHttpHeaders),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      out.write('retry: 5000\n\n');
      const send = (e: LiveEvent) => out.write(`event: ${e.type}\ndata: ${JSON.stringify(e)}\n\n`);
      const unsubscribe = events.subscribe(caller.userId, send);
      const heartbeat = setInterval(() => out.write(': keep-alive\n\n'), HEARTBEAT_MS);
      open.add(out);
      request.raw.on('close', () => {
        clearInterval(heartbeat);
        unsubscribe();
        open.delete(out);
      });
      return reply;
    });
  };
}
