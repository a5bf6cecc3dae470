// The names of the Airwork graph's states and moves (airwork-graph.ts), apart from the graph
// itself: what a reply's `state` and `allowedActions` may hold, for the web's checks of a
// reply read without the schemas (Home's first load carries these lists, not the graph).

/** The states an Airwork can be in: status 6 is "delivered" until accepted, then "completed". */
export const AIRWORK_STATE_NAMES = [
  'open',
  'pending',
  'scheduled',
  'inProgress',
  'uploading',
  'delivered',
  'completed',
  'cancelled',
  'disputed',
] as const;

export type AirworkState = (typeof AIRWORK_STATE_NAMES)[number];

/** Every move's name, in the graph's order (the replies' `allowedActions` are these). */
export const AIRWORK_ACTIONS = [
  'create',
  'edit',
  'delete',
  'approve',
  'schedule',
  'start',
  'upload',
  'complete',
  'accept',
  'reject',
  'cancel',
  'dispute',
  'settle',
  'refund',
] as const;

export type AirworkAction = (typeof AIRWORK_ACTIONS)[number];
