import type { FastifyInstance } from 'fastify';
import {
  adminSearchCall,
  clientAirworksCall,
  clientTotalsCall,
  pilotAirworksCall,
  pilotTotalsCall,
  searchAirworksCall,
} from '@airwork/shared/airworks/airwork.calls';
import { requestLanguage } from '../../lib/request-language';
import { assertOwnUserIds } from '../../plugins/auth';
import { route } from '../../plugins/route';
import type { AirworkListsService } from './airwork-lists.service';

export function airworkListsRoutes(lists: AirworkListsService) {
  return async (app: FastifyInstance): Promise<void> => {
    route(app, searchAirworksCall, (r, { caller, request }) =>
      lists.search(caller, r, requestLanguage(request)),
    );
    route(app, adminSearchCall, (r, { caller, request }) =>
      lists.adminSearch(caller, r, requestLanguage(request)),
    );
    route(app, clientAirworksCall, (r, { request }) =>
      lists.clientList(assertOwnUserIds(request, r.userId), r, requestLanguage(request)),
    );
    route(app, clientTotalsCall, (r, { request }) =>
      lists.clientTotals(assertOwnUserIds(request, r.userId)),
    );
    route(app, pilotAirworksCall, (r, { request }) =>
      lists.pilotList(assertOwnUserIds(request, r.userId), r, requestLanguage(request)),
    );
    route(app, pilotTotalsCall, (r, { request }) =>
      lists.pilotTotals(assertOwnUserIds(request, r.userId)),
    );
  };
}
