import type { FastifyInstance } from 'fastify';
import {
  acceptOrderCall,
  cancelCall,
  completeOrderCall,
  rejectOrderCall,
  scheduleAddCall,
  scheduleListCall,
  siteWeatherCall,
  timelineCall,
} from '@airwork/shared/delivery/delivery.calls';
import { route } from '../../plugins/route';
import { assertOwnUserIds } from '../../plugins/auth';
import type { DeliveryService } from './delivery-use-cases';
import type { SiteWeatherService } from './site-weather.service';

export function deliveryRoutes(delivery: DeliveryService, weather: SiteWeatherService) {
  return async (app: FastifyInstance): Promise<void> => {
    route(app, siteWeatherCall, (r) => weather.forSite(r));
    route(app, scheduleAddCall, (r, { request }) =>
      delivery.schedule(assertOwnUserIds(request, r.pilotUserId), r),
    );
    route(app, scheduleListCall, (r, { request }) =>
      delivery.schedules(assertOwnUserIds(request, r.pilotUserId)),
    );
    route(app, completeOrderCall, async (r, { caller }) => {
      await delivery.complete(caller, r);
      return null;
    });
    route(app, acceptOrderCall, (r, { caller }) => delivery.accept(caller, r));
    route(app, rejectOrderCall, async (r, { caller }) => {
      await delivery.reject(caller, r);
      return null;
    });
    route(app, cancelCall, (r, { caller }) => delivery.cancel(caller, r));
    route(app, timelineCall, (r, { caller }) => delivery.timeline(caller, r.taskId));
  };
}
