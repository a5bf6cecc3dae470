import type { FastifyInstance } from 'fastify';
import type { LiveEvent } from '@airwork/shared/events/live-event.schema';
import type { EventHub } from '../../adapters/events/event-hub';
import { callerOf, requireSession } from '../../plugins/auth';

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
    app.get(
      '/api/events',
      {
        preHandler: requireSession,
        schema: {
          tags: ['events'],
          security: [{ bearer: [] }],
          summary:
            "Server-sent events for the caller: 'application' (a pilot applied) and 'airwork' (a state change), as `event:` and JSON `data:`",
        },
      },
      (request, reply) => {
        const { userId } = callerOf(request);
        reply.hijack();
        const out = reply.raw;
        out.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-store',
          connection: 'keep-alive',
          'x-accel-buffering': 'no',
        });
        out.write('retry: 5000\n\n');
        const send = (e: LiveEvent) =>
          out.write(`event: ${e.type}\ndata: ${JSON.stringify(e)}\n\n`);
        const unsubscribe = events.subscribe(userId, send);
        const heartbeat = setInterval(() => out.write(': keep-alive\n\n'), HEARTBEAT_MS);
        open.add(out);
        request.raw.on('close', () => {
          clearInterval(heartbeat);
          unsubscribe();
          open.delete(out);
        });
      },
    );
  };
}
