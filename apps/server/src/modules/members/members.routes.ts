import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { Role } from '@airwork/shared/accounts/account-constants';
import {
  loadPilotInfoCall,
  pilotProfileCall,
  pilotPublicInfoCall,
  pilotWeatherCall,
  updateCapabilitiesCall,
  updateCertificateCall,
  updateDeviceCall,
  updateNotificationCall,
  updatePayoutCall,
  updateProfileCall,
} from '@airwork/shared/pilots/member.calls';
import {
  portfolioAddCall,
  portfolioRemoveCall,
  publicProfileCall,
  updatePhotoCall,
  updatePublicProfileCall,
} from '@airwork/shared/pilots/public-profile.calls';
import {
  clientProfileUpdateSchema,
  pilotProfileUpdateSchema,
} from '@airwork/shared/pilots/pilot.schema';
import { InputError } from '../../lib/app-error';
import { assertOwnUserIds } from '../../plugins/auth';
import { answer, route } from '../../plugins/route';
import type { MembersService } from './members.service';
import type { PilotWeatherService } from './pilot-weather.service';

/** The spec's `-1`: the account the update names does not exist (any more). */
const gone = () => answer(-1, 'common.account_not_exists');

/** A body checked against the schema of the caller's role; the first problem is the message. */
function parse<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new InputError(parsed.error.issues[0]?.message);
  return parsed.data;
}

function verificationRoutes(app: FastifyInstance, members: MembersService): void {
  route(app, pilotProfileCall, async (r, { request }) => {
    await members.submitVerification(assertOwnUserIds(request, r.userId), r);
    return null;
  });
  route(app, updateCapabilitiesCall, async (r, { request }) => {
    await members.updateCapabilities(assertOwnUserIds(request, r.userId), r);
    return null;
  });
  route(app, updateCertificateCall, async (r, { request }) => {
    await members.updateCertificate(assertOwnUserIds(request, r.userId), r);
    return 1;
  });
  route(app, updateDeviceCall, async (r, { request }) => {
    await members.updateDevice(assertOwnUserIds(request, r.userId), r);
    return 1;
  });
  route(app, updatePayoutCall, async (r, { request }) => {
    await members.updatePayout(assertOwnUserIds(request, r.userId), r);
    return 1;
  });
}

function profileRoutes(app: FastifyInstance, members: MembersService): void {
  route(app, updateProfileCall, async (r, { request }) => {
    const caller = assertOwnUserIds(request, r.userId);
    const found =
      caller.roleId === Role.pilot
        ? await members.updatePilotProfile(caller, parse(pilotProfileUpdateSchema, r))
        : await members.updateClientProfile(caller, parse(clientProfileUpdateSchema, r));
    return found ? 1 : gone();
  });
  route(app, updateNotificationCall, async (r, { request }) => {
    const found = await members.updateNotification(assertOwnUserIds(request, r.userId), r);
    return found ? 1 : gone();
  });
}

/** Public profiles: anyone signed in reads; the pilot alone writes (the contract's access). */
function publicProfileRoutes(app: FastifyInstance, members: MembersService): void {
  route(app, publicProfileCall, (r) => members.publicProfile(r.userId));
  route(app, updatePublicProfileCall, (r, { caller }) => members.updatePublicProfile(caller, r));
  route(app, updatePhotoCall, (r, { caller }) => members.updatePhoto(caller, r));
  route(app, portfolioAddCall, (r, { caller }) => members.addPortfolioItem(caller, r));
  route(app, portfolioRemoveCall, (r, { caller }) => members.removePortfolioItem(caller, r.id));
}

export function membersRoutes(members: MembersService, weather: PilotWeatherService) {
  return async (app: FastifyInstance): Promise<void> => {
    verificationRoutes(app, members);
    profileRoutes(app, members);
    publicProfileRoutes(app, members);
    route(app, loadPilotInfoCall, async (r, { request }) => {
      assertOwnUserIds(request, r.userId);
      const info = await members.pilotInfo(r.userId);
      return info ?? answer(null, 'common.account_not_exists');
    });
    route(app, pilotPublicInfoCall, (r) => members.pilotPublicInfo(r.userId));
    route(app, pilotWeatherCall, (r, { request }) => {
      assertOwnUserIds(request, r.userId);
      return weather.forPilot(r.userId);
    });
  };
}
