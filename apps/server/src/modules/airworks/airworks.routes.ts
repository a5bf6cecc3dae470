import type { FastifyInstance } from 'fastify';
import {
  getAirworkCall,
  latestAirworksCall,
  removeAirworkCall,
  saveAirworkCall,
} from '@airwork/shared/airworks/airwork.calls';
import { requestLanguage } from '../../lib/request-language';
import { assertOwnUserIds } from '../../plugins/auth';
import { route } from '../../plugins/route';
import type { AirworksService } from './airworks.service';

export function airworksRoutes(airworks: AirworksService) {
  return async (app: FastifyInstance): Promise<void> => {
    route(app, saveAirworkCall, (r, { caller }) => airworks.save(caller, r));
    route(app, getAirworkCall, (r, { caller, request }) =>
      airworks.get(caller, r.taskId, requestLanguage(request)),
    );
    route(app, removeAirworkCall, async (r, { request }) => {
      await airworks.remove(assertOwnUserIds(request, r.userId), r.taskId);
      return null;
    });
    route(app, latestAirworksCall, (_r, { caller, request }) =>
      airworks.latest(caller, requestLanguage(request)),
    );
  };
}
