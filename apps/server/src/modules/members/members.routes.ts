import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { Role } from '@airwork/shared/accounts/account-constants';
import { envelopeSchema } from '@airwork/shared/api/envelope';
import {
  clientProfileUpdateSchema,
  pilotInfoSchema,
  pilotProfileRequestSchema,
  pilotProfileUpdateSchema,
  pilotPublicInfoSchema,
  updateCapabilitiesRequestSchema,
  updateCertificateRequestSchema,
  updateDeviceRequestSchema,
  updateNotificationRequestSchema,
  updatePayoutRequestSchema,
  userIdRequestSchema,
} from '@airwork/shared/pilots/pilot.schema';
import { idSchema } from '@airwork/shared/numbers';
import { forecastSchema } from '@airwork/shared/pilots/weather.schema';
import { badRequest } from '../../lib/app-error';
import { ok } from '../../lib/envelope';
import type { ZodApp } from '../../lib/zod-app';
import { assertOwnUserIds, requireSession } from '../../plugins/auth';
import { MemberMessage } from './member-deps';
import type { MembersService } from './members.service';
import type { PilotWeatherService } from './pilot-weather.service';

const tags = ['member'];
const security = [{ bearer: [] }];
/** `result` of the spec's profile-type updates: 1 done, -1 the account does not exist. */
const resultEnvelope = envelopeSchema(z.number().int());
const done = (found: boolean, message: string) =>
  found ? ok(1, message) : ok(-1, 'common.account_not_exists');

/** A body checked against the schema of the caller's role; the first problem is the message. */
function parse<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message);
  return parsed.data;
}

function verificationRoutes(app: ZodApp, members: MembersService): void {
  app.post(
    '/api/member/pilotProfile',
    {
      preHandler: requireSession,
      schema: {
        tags,
        security,
        summary:
          "A pilot's verification: both documents (ids or links from `/api/utilities/upload?kind=document`), certificate, RPAS and address; the pilot then waits on the admins' verify list",
        body: pilotProfileRequestSchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      const caller = assertOwnUserIds(request, request.body.userId);
      await members.submitVerification(caller, request.body);
      return ok(null, MemberMessage.verificationSubmitted);
    },
  );

  app.post(
    '/api/member/updateCapabilities',
    {
      preHandler: requireSession,
      schema: {
        tags,
        security,
        summary: "A pilot's capabilities (codes 1–7, comma list) and description",
        body: updateCapabilitiesRequestSchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      const caller = assertOwnUserIds(request, request.body.userId);
      await members.updateCapabilities(caller, request.body);
      return ok(null, MemberMessage.capabilitiesSaved);
    },
  );

  app.post(
    '/api/member/updateCertificate',
    {
      preHandler: requireSession,
      schema: {
        tags,
        security,
        summary: 'A new certificate (type and document); it goes back to the verify list',
        body: updateCertificateRequestSchema,
        response: { 200: resultEnvelope },
      },
    },
    async (request) => {
      const caller = assertOwnUserIds(request, request.body.userId);
      await members.updateCertificate(caller, request.body);
      return ok(1, MemberMessage.certificateChanged);
    },
  );
}

function pilotSettingsRoutes(app: ZodApp, members: MembersService): void {
  app.post(
    '/api/member/updateDevice',
    {
      preHandler: requireSession,
      schema: {
        tags,
        security,
        summary: "A pilot's RPAS licence number and type/make",
        body: updateDeviceRequestSchema,
        response: { 200: resultEnvelope },
      },
    },
    async (request) => {
      const caller = assertOwnUserIds(request, request.body.userId);
      await members.updateDevice(caller, request.body);
      return ok(1, MemberMessage.deviceUpdated);
    },
  );

  app.post(
    '/api/member/updatePayout',
    {
      preHandler: requireSession,
      schema: {
        tags,
        security,
        summary: "A pilot's payout preference: 1 provider e-mail, 2 e-mail transfer, 3 card",
        body: updatePayoutRequestSchema,
        response: { 200: resultEnvelope },
      },
    },
    async (request) => {
      const caller = assertOwnUserIds(request, request.body.userId);
      await members.updatePayout(caller, request.body);
      return ok(1, MemberMessage.payoutSaved);
    },
  );
}

function profileRoutes(app: ZodApp, members: MembersService): void {
  app.post(
    '/api/member/updateProfile',
    {
      preHandler: requireSession,
      schema: {
        tags,
        security,
        summary:
          "The caller's profile: a pilot's `firstName, lastName, eMail, idUrl?, documentIdNumber, address, postCode`, a client's `firstName, lastName, eMail, mobile, brief`",
        body: z.looseObject({ userId: idSchema() }),
        response: { 200: resultEnvelope },
      },
    },
    async (request) => {
      const caller = assertOwnUserIds(request, request.body.userId);
      const found =
        caller.roleId === Role.pilot
          ? await members.updatePilotProfile(caller, parse(pilotProfileUpdateSchema, request.body))
          : await members.updateClientProfile(
              caller,
              parse(clientProfileUpdateSchema, request.body),
            );
      return done(found, MemberMessage.profileUpdated);
    },
  );

  app.post(
    '/api/member/updateNotification',
    {
      preHandler: requireSession,
      schema: {
        tags,
        security,
        summary: 'Whether to be notified by e-mail, and at which address (empty: the account’s)',
        body: updateNotificationRequestSchema,
        response: { 200: resultEnvelope },
      },
    },
    async (request) => {
      const caller = assertOwnUserIds(request, request.body.userId);
      const found = await members.updateNotification(caller, request.body);
      return done(found, MemberMessage.notificationUpdated);
    },
  );
}

function pilotInfoRoutes(app: ZodApp, members: MembersService): void {
  app.post(
    '/api/member/loadPilotInfo',
    {
      preHandler: requireSession,
      schema: {
        tags,
        security,
        summary:
          "The caller's own pilot profile, with links to the documents that expire in minutes",
        body: userIdRequestSchema,
        response: { 200: envelopeSchema(pilotInfoSchema.nullable()) },
      },
    },
    async (request) => {
      assertOwnUserIds(request, request.body.userId);
      const info = await members.pilotInfo(request.body.userId);
      return info ? ok(info) : ok(null, 'common.account_not_exists');
    },
  );

  app.post(
    '/api/member/pilotPublicInfo',
    {
      preHandler: requireSession,
      schema: {
        tags,
        security,
        summary: 'What anyone signed in may know of a pilot (never the documents)',
        body: userIdRequestSchema,
        response: { 200: envelopeSchema(pilotPublicInfoSchema) },
      },
    },
    async (request) => ok(await members.pilotPublicInfo(request.body.userId)),
  );
}

function weatherRoute(app: ZodApp, weather: PilotWeatherService): void {
  app.post(
    '/api/member/pilotWeather',
    {
      preHandler: requireSession,
      schema: {
        tags,
        security,
        summary:
          "The forecast for the place of the pilot's address (WEATHER_URL, cached 30 minutes); 503 `weather.unavailable` when it cannot be had",
        body: userIdRequestSchema,
        response: { 200: envelopeSchema(forecastSchema) },
      },
    },
    async (request) => {
      assertOwnUserIds(request, request.body.userId);
      return ok(await weather.forPilot(request.body.userId));
    },
  );
}

export function membersRoutes(members: MembersService, weather: PilotWeatherService) {
  return async (plugin: FastifyInstance): Promise<void> => {
    const app = plugin.withTypeProvider<ZodTypeProvider>();
    verificationRoutes(app, members);
    pilotSettingsRoutes(app, members);
    profileRoutes(app, members);
    pilotInfoRoutes(app, members);
    weatherRoute(app, weather);
  };
}
