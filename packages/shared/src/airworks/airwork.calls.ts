import { contactSchema } from '../accounts/contact.schema';
import { z } from 'zod';
import { Role } from '../accounts/account-constants';
import { userIdRequestSchema } from '../accounts/account.schema';
import {
  anyone,
  defineCall,
  onlyRoles,
  signedIn,
  taskNotFound,
  type Outcome,
  tooManyRequests,
} from '../api/contract';
import { searchTasksRequestSchema } from '../hiring/search.schema';
import {
  adminSearchRequestSchema,
  airworkPageSchema,
  airworkSchema,
  clientListRequestSchema,
  geocodeRequestSchema,
  placeAtRequestSchema,
  latestAirworksRequestSchema,
  pilotListRequestSchema,
  placeSchema,
  removeAirworkRequestSchema,
  saveAirworkRequestSchema,
  savedAirworkSchema,
  statusTotalsSchema,
  taskIdRequestSchema,
} from './airwork.schema';

/** What the place lookups may answer besides places. */
export const PlaceOutcome = {
  /** The geocoder cannot be reached. */
  unavailable: { status: 503, message: 'geocode.unavailable' },
} as const satisfies Record<string, Outcome>;

// Airworks (issue 9) and their lists (issues 9 and 11): post, read, remove, search and count.

const notFound = taskNotFound;

/** The Airworks' own refusals, declared once: thrown by these names, matched by them. */
export const TaskOutcome = {
  notFound: taskNotFound,
  /** Not at this moment: the Airwork has moved on (or another request moved it first). */
  notEditable: { status: 409, message: 'task.not_editable' },
  clientsOnly: { status: 403, message: 'task.clients_only' },
  attachmentUnknown: { status: 400, message: 'task.attachment_unknown' },
  neededByPast: { status: 400, message: 'Airworks.needed_by_past' },
} as const satisfies Record<string, Outcome>;

export const saveAirworkCall = defineCall({
  method: 'POST',
  path: '/api/tasks/add',
  tag: 'tasks',
  summary: "Post an Airwork (clients), or with `id` update one's own while it is open",
  access: onlyRoles(Role.client),
  request: saveAirworkRequestSchema,
  result: savedAirworkSchema,
  outcomes: [
    notFound,
    TaskOutcome.notEditable,
    TaskOutcome.clientsOnly,
    TaskOutcome.attachmentUnknown,
    TaskOutcome.neededByPast,
  ],
});

export const getAirworkCall = defineCall({
  method: 'POST',
  path: '/api/tasks/getTaskById',
  tag: 'tasks',
  summary:
    "One Airwork; the exact address only for its owner; `contact`, the other party's name and phone, only for its client and its hired pilot. 404 task.not_found",
  access: anyone,
  reads: true,
  request: taskIdRequestSchema,
  result: airworkSchema.extend({ contact: contactSchema.nullable() }),
  outcomes: [notFound],
});

export const removeAirworkCall = defineCall({
  method: 'POST',
  path: '/api/tasks/remove',
  tag: 'tasks',
  summary: "Delete one's own open Airwork: it becomes Cancelled (7)",
  access: signedIn,
  request: removeAirworkRequestSchema,
  result: z.null(),
  outcomes: [notFound, TaskOutcome.notEditable],
});

export const latestAirworksCall = defineCall({
  method: 'POST',
  path: '/api/tasks/latestNewTasks',
  tag: 'tasks',
  summary: 'The newest open Airworks (Home), for anyone',
  access: anyone,
  reads: true,
  request: latestAirworksRequestSchema,
  result: z.array(airworkSchema),
});

/** The search's own refusals, thrown by these names (airwork-lists.service.ts). */
export const SearchOutcome = {
  /** Nearest first needs a place to measure from. */
  sortNeedsPlace: { status: 400, message: 'search.sort_needs_place' },
  /** A place the geocoder does not know. */
  placeNotFound: { status: 400, message: 'search.place_not_found' },
} as const satisfies Record<string, Outcome>;

export const searchAirworksCall = defineCall({
  method: 'POST',
  path: '/api/tasks/searchTasks',
  tag: 'tasks',
  summary: 'Open Airworks by keyword, date posted, categories, price and location, newest first',
  access: anyone,
  reads: true,
  request: searchTasksRequestSchema,
  result: airworkPageSchema,
  outcomes: Object.values(SearchOutcome),
});

export const adminSearchCall = defineCall({
  method: 'POST',
  path: '/api/admin/searchTasks',
  tag: 'admin',
  summary: 'Every Airwork by keyword and status (0 = all), newest first',
  access: onlyRoles(Role.admin),
  reads: true,
  request: adminSearchRequestSchema,
  result: airworkPageSchema,
});

export const clientAirworksCall = defineCall({
  method: 'POST',
  path: '/api/client/lists',
  tag: 'client',
  summary: "The caller's own Airworks of a status, newest first, a page at a time",
  access: signedIn,
  reads: true,
  request: clientListRequestSchema,
  result: airworkPageSchema,
});

export const clientTotalsCall = defineCall({
  method: 'POST',
  path: '/api/client/ordersTotal',
  tag: 'client',
  summary: "How many of the caller's Airworks are in each status",
  access: signedIn,
  reads: true,
  request: userIdRequestSchema,
  result: statusTotalsSchema,
});

export const pilotAirworksCall = defineCall({
  method: 'POST',
  path: '/api/pilot/lists',
  tag: 'pilot',
  summary: 'The Airworks assigned to the caller, by status (0 = all), newest first',
  access: onlyRoles(Role.pilot),
  reads: true,
  request: pilotListRequestSchema,
  result: airworkPageSchema,
});

export const pilotTotalsCall = defineCall({
  method: 'POST',
  path: '/api/pilot/pilotOrdersTotal',
  tag: 'pilot',
  summary: 'How many of the Airworks assigned to the caller are in each status',
  access: onlyRoles(Role.pilot),
  reads: true,
  request: userIdRequestSchema,
  result: statusTotalsSchema,
});

export const airworkCalls = [
  saveAirworkCall,
  getAirworkCall,
  removeAirworkCall,
  latestAirworksCall,
  searchAirworksCall,
  adminSearchCall,
  clientAirworksCall,
  clientTotalsCall,
  pilotAirworksCall,
  pilotTotalsCall,
];

export const placeAtCall = defineCall({
  method: 'POST',
  path: '/api/utilities/placeAt',
  tag: 'utilities',
  summary:
    'The town at a point in Canada (the nearest within 30 km), or null: the address step names the place its pin was moved to',
  access: anyone,
  reads: true,
  request: placeAtRequestSchema,
  result: placeSchema.nullable(),
  outcomes: [PlaceOutcome.unavailable, tooManyRequests],
});

export const geocodeCall = defineCall({
  method: 'POST',
  path: '/api/utilities/geocode',
  tag: 'utilities',
  summary: 'Up to 10 places in Canada for an address or place name (languagesId 1 or 2)',
  access: anyone,
  reads: true,
  request: geocodeRequestSchema,
  result: z.array(placeSchema),
  outcomes: [PlaceOutcome.unavailable, tooManyRequests],
});
