import { z } from 'zod';
import { Role } from '../accounts/account-constants';
import {
  defineCall,
  onlyRoles,
  signedIn,
  taskNotFound,
  notAParty,
  type Outcome,
} from '../api/contract';
import { WeatherOutcome } from '../pilots/member.calls';
import { TaskOutcome } from '../airworks/airwork.calls';
import { atTheProvider, PaymentOutcome } from '../payments/payment.calls';
import { paymentStatusSchema } from '../payments/payment.schema';
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
} from './delivery.schema';
import { siteWeatherRequestSchema, siteWeatherSchema } from './flight-weather';

// Deliver and close (issue 12): the flight day, the results, the client's decision, the record.

const notFound = taskNotFound;
const notEditable = TaskOutcome.notEditable;

/** Delivery's own refusals, declared once: thrown by these names, matched by them. */
export const DeliveryOutcome = {
  pastDate: { status: 400, message: 'schedule.past_date' },
  notHeld: { status: 409, message: 'schedule.payment_not_held' },
  noFiles: { status: 409, message: 'result.no_files' },
  alreadyAccepted: { status: 409, message: 'result.already_accepted' },
} as const satisfies Record<string, Outcome>;
const D = DeliveryOutcome;

export const scheduleAddCall = defineCall({
  method: 'POST',
  path: '/api/schedule/add',
  tag: 'schedule',
  summary:
    'The assigned pilot sets or moves the flight day (2 → 3, 3 → 3) while the money is held; no past day (400 schedule.past_date); other Airworks that day come back in sameDay',
  access: signedIn,
  request: scheduleAddRequestSchema,
  result: scheduleAddResultSchema,
  outcomes: [notFound, notEditable, D.pastDate, D.notHeld],
});

export const scheduleListCall = defineCall({
  method: 'POST',
  path: '/api/schedule/list',
  tag: 'schedule',
  summary: "The caller's flight days, soonest first",
  access: onlyRoles(Role.pilot),
  reads: true,
  request: scheduleListRequestSchema,
  result: z.array(scheduleEntrySchema),
});

export const completeOrderCall = defineCall({
  method: 'POST',
  path: '/api/tasks/completeOrder',
  tag: 'tasks',
  summary:
    'The assigned pilot submits the uploaded results with a note to the client (4/5 → 6); 409 result.no_files without any',
  access: signedIn,
  request: completeOrderRequestSchema,
  result: z.null(),
  outcomes: [notAParty, notFound, notEditable, D.noFiles],
});

export const acceptOrderCall = defineCall({
  method: 'POST',
  path: '/api/tasks/acceptOrder',
  tag: 'tasks',
  summary:
    'The client accepts the results; the held money is captured exactly once (retry-safe). Returns the payment',
  access: signedIn,
  request: acceptOrderRequestSchema,
  result: paymentStatusSchema,
  outcomes: [
    notAParty,
    notFound,
    notEditable,
    PaymentOutcome.notDue,
    PaymentOutcome.expired,
    ...atTheProvider,
  ],
});

export const rejectOrderCall = defineCall({
  method: 'POST',
  path: '/api/tasks/rejectOrder',
  tag: 'tasks',
  summary: 'The client sends the results back to the pilot (6 → 4) with a note (required)',
  access: signedIn,
  request: rejectOrderRequestSchema,
  result: z.null(),
  outcomes: [notAParty, notFound, notEditable, D.alreadyAccepted],
});

export const cancelCall = defineCall({
  method: 'POST',
  path: '/api/tasks/cancel',
  tag: 'tasks',
  summary:
    'The client or an admin cancels before completion (→ 7) with a reason; the held money is released. Returns the payment',
  access: signedIn,
  request: cancelRequestSchema,
  result: paymentStatusSchema,
  outcomes: [notAParty, notFound, notEditable, ...atTheProvider],
});

export const timelineCall = defineCall({
  method: 'POST',
  path: '/api/tasks/timeline',
  tag: 'tasks',
  summary: "The Airwork's recorded status changes, for its client, its pilot and admins",
  access: signedIn,
  reads: true,
  request: taskIdRequestSchema,
  result: z.array(timelineEntrySchema),
  outcomes: [notAParty, notFound],
});

export const siteWeatherCall = defineCall({
  method: 'POST',
  path: '/api/utilities/weather',
  tag: 'utilities',
  summary:
    "A site's forecast for a day (null beyond 16 days) and the week ahead: cloud, wind, gusts, precipitation, sunrise/sunset; 503 weather.unavailable",
  access: signedIn,
  reads: true,
  request: siteWeatherRequestSchema,
  result: siteWeatherSchema,
  outcomes: [WeatherOutcome.unavailable],
});

export const deliveryCalls = [
  scheduleAddCall,
  scheduleListCall,
  completeOrderCall,
  acceptOrderCall,
  rejectOrderCall,
  cancelCall,
  timelineCall,
  siteWeatherCall,
];
