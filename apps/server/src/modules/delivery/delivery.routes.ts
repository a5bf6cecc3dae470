import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z, type ZodType } from 'zod';
import { Role } from '@airwork/shared/accounts/account-constants';
import { envelopeSchema } from '@airwork/shared/api/envelope';
import {
  acceptOrderRequestSchema,
  cancelRequestSchema,
  completeOrderRequestSchema,
  rejectOrderRequestSchema,
  scheduleAddRequestSchema,
  scheduleAddResultSchema,
  scheduleEntrySchema,
  scheduleListRequestSchema,
  taskIdRequestSchema,
  timelineEntrySchema,
} from '@airwork/shared/delivery/delivery.schema';
import { paymentStatusSchema } from '@airwork/shared/payments/payment.schema';
import { ok } from '../../lib/envelope';
import type { ZodApp } from '../../lib/zod-app';
import { assertOwnUserIds, callerOf, requireRole, requireSession } from '../../plugins/auth';
import {
  siteWeatherRequestSchema,
  siteWeatherSchema,
} from '@airwork/shared/delivery/flight-weather';
import type { DeliveryService } from './delivery-use-cases';
import type { SiteWeatherService } from './site-weather.service';

const security = [{ bearer: [] }];

/** One signed-in POST call: its body and result schemas, and what it does. */
function post<B extends ZodType, R extends ZodType>(
  app: ZodApp,
  path: string,
  spec: { tag: string; summary: string; body: B; result: R; pilotsOnly?: boolean },
  handle: (request: FastifyRequest<{ Body: z.output<B> }>) => Promise<z.input<R>>,
): void {
  // Typed by `handle`'s signature: a generic schema is beyond Fastify's inference.
  const schema: FastifySchema = {
    tags: [spec.tag],
    security,
    summary: spec.summary,
    body: spec.body,
    response: { 200: envelopeSchema(spec.result) },
  };
  app.post(
    path,
    { preHandler: spec.pilotsOnly ? requireRole(Role.pilot) : requireSession, schema },
    async (request) => ok(await handle(request as FastifyRequest<{ Body: z.output<B> }>)),
  );
}

function scheduleRoutes(app: ZodApp, delivery: DeliveryService): void {
  post(
    app,
    '/api/schedule/add',
    {
      tag: 'schedule',
      summary:
        'The assigned pilot sets or moves the flight day (2 → 3, 3 → 3) while the money is held; no past day (400 schedule.past_date); other Airworks that day come back in sameDay',
      body: scheduleAddRequestSchema,
      result: scheduleAddResultSchema,
    },
    (request) => {
      const caller = assertOwnUserIds(request, request.body.pilotUserId);
      return delivery.schedule(caller, request.body);
    },
  );
  post(
    app,
    '/api/schedule/list',
    {
      tag: 'schedule',
      summary: "The caller's flight days, soonest first",
      body: scheduleListRequestSchema,
      result: z.array(scheduleEntrySchema),
      pilotsOnly: true,
    },
    (request) => delivery.schedules(assertOwnUserIds(request, request.body.pilotUserId)),
  );
}

function closeRoutes(app: ZodApp, delivery: DeliveryService): void {
  post(
    app,
    '/api/tasks/completeOrder',
    {
      tag: 'tasks',
      summary:
        'The assigned pilot submits the uploaded results with a note to the client (4/5 → 6); 409 result.no_files without any',
      body: completeOrderRequestSchema,
      result: z.null(),
    },
    async (request) => {
      await delivery.complete(callerOf(request), request.body);
      return null;
    },
  );
  post(
    app,
    '/api/tasks/acceptOrder',
    {
      tag: 'tasks',
      summary:
        'The client accepts the results; the held money is captured exactly once (retry-safe). Returns the payment',
      body: acceptOrderRequestSchema,
      result: paymentStatusSchema,
    },
    (request) => delivery.accept(callerOf(request), request.body),
  );
}

function decisionRoutes(app: ZodApp, delivery: DeliveryService): void {
  post(
    app,
    '/api/tasks/rejectOrder',
    {
      tag: 'tasks',
      summary: 'The client sends the results back to the pilot (6 → 4) with a note (required)',
      body: rejectOrderRequestSchema,
      result: z.null(),
    },
    async (request) => {
      await delivery.reject(callerOf(request), request.body);
      return null;
    },
  );
  post(
    app,
    '/api/tasks/cancel',
    {
      tag: 'tasks',
      summary:
        'The client or an admin cancels before completion (→ 7) with a reason; the held money is released. Returns the payment',
      body: cancelRequestSchema,
      result: paymentStatusSchema,
    },
    (request) => delivery.cancel(callerOf(request), request.body),
  );
  post(
    app,
    '/api/tasks/timeline',
    {
      tag: 'tasks',
      summary: "The Airwork's recorded status changes, for its client, its pilot and admins",
      body: taskIdRequestSchema,
      result: z.array(timelineEntrySchema),
    },
    (request) => delivery.timeline(callerOf(request), request.body.taskId),
  );
}

function weatherRoute(app: ZodApp, weather: SiteWeatherService): void {
  post(
    app,
    '/api/utilities/weather',
    {
      tag: 'utilities',
      summary:
        "A site's forecast for a day (null beyond 16 days) and the week ahead: cloud, wind, gusts, precipitation, sunrise/sunset; 503 weather.unavailable",
      body: siteWeatherRequestSchema,
      result: siteWeatherSchema,
    },
    (request) => weather.forSite(request.body),
  );
}

export function deliveryRoutes(delivery: DeliveryService, weather: SiteWeatherService) {
  return async (plugin: FastifyInstance): Promise<void> => {
    const app = plugin.withTypeProvider<ZodTypeProvider>();
    weatherRoute(app, weather);
    scheduleRoutes(app, delivery);
    closeRoutes(app, delivery);
    decisionRoutes(app, delivery);
  };
}
