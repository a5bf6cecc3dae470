import type { PaymentState } from '../payments/payment.schema';
import { isHeld } from '../payments/payment-states';
import { AirworkStatus } from './airwork-states';
import type { Viewer } from './airwork-viewers';
import type { AirworkAction, AirworkState } from './airwork-moves';

// The Airwork's life as one graph (issue 47): every state it can be in, each move between them
// with who may make it, what must hold first, what it does to the client's money and what it
// tells. The server moves an Airwork only along it; replies carry what their reader may do
// next (`allowedActions`), worked out here, so screens show buttons and decide nothing.
// docs/architecture.md draws it (`npm run docs:graph` writes that part from this table).

/**
 * The states, each named. The database keeps a status number (spec section 4) and, for 6,
 * whether the results were accepted: "delivered, awaiting review" and "completed" are two
 * states of one number.
 */
export const AIRWORK_STATES = {
  open: { status: AirworkStatus.open, says: 'posted; pilots apply' },
  pending: { status: AirworkStatus.pending, says: 'a pilot hired; the money is held next' },
  scheduled: { status: AirworkStatus.scheduled, says: 'the flight day is set' },
  inProgress: { status: AirworkStatus.inProgress, says: 'the flight day came, or sent back' },
  uploading: { status: AirworkStatus.uploading, says: 'result files are arriving' },
  delivered: {
    status: AirworkStatus.completed,
    accepted: false,
    says: 'results delivered, awaiting the client’s review',
  },
  completed: {
    status: AirworkStatus.completed,
    accepted: true,
    says: 'accepted; the held money is charged',
  },
  cancelled: { status: AirworkStatus.cancelled, says: 'cancelled; any hold given back' },
  disputed: { status: AirworkStatus.disputed, says: 'an admin decides; every timer stops' },
} as const satisfies Record<
  AirworkState,
  { status: AirworkStatus; accepted?: boolean; says: string }
>;

/** What the graph decides from: the Airwork's row and its latest payment. */
export interface AirworkFacts {
  status: number;
  /** The client accepted the delivered results (or 14 days did). */
  accepted: boolean;
  /** The state of its latest payment (payment-states.ts); null before the first order. */
  payment: PaymentState | null;
}

/** The named state of an Airwork; undefined for a status number the graph does not know. */
export function stateOf(f: Pick<AirworkFacts, 'status' | 'accepted'>): AirworkState | undefined {
  if (f.status === AirworkStatus.completed) return f.accepted ? 'completed' : 'delivered';
  const named = (Object.keys(AIRWORK_STATES) as AirworkState[]).find(
    (s) => AIRWORK_STATES[s].status === f.status,
  );
  return named;
}

/** The named state of a row that keeps the status number and when the results were accepted. */
export const stateOfRow = (r: { status: number; acceptedAt: Date | string | null }) =>
  stateOf({ status: r.status, accepted: r.acceptedAt !== null });

/**
 * Who may make a move: any client (posting), the Airwork's client (`owner`), its hired pilot,
 * an admin, or the clock (a scheduled job: the flight day came, 14 days without a decision).
 */
export type AirworkActor = 'client' | 'owner' | 'pilot' | 'admin' | 'system';

/** What must hold, besides the state, for a move to be made. */
export const GUARDS = {
  /**
   * Named apart from the state (delivered vs completed) because the server checks moves by
   * status number, where both are 6: accepting again stays possible (a retried capture).
   */
  notAccepted: {
    holds: (f: AirworkFacts) => !f.accepted,
    says: 'the results are not yet accepted',
  },
  moneyHeld: {
    holds: (f: AirworkFacts) => isHeld(f.payment ?? undefined),
    says: "the client's money is held (not lapsed, not yet charged)",
  },
} as const satisfies Record<string, { holds: (f: AirworkFacts) => boolean; says: string }>;

export type Guard = keyof typeof GUARDS;

/** What a move does to the client's money (payment-states.ts moves the payment itself). */
export const MONEY_EFFECTS = {
  none: 'nothing',
  order: 'an order for the salary is made; the client holds it next',
  capture: 'the held money is charged',
  split: 'the held money is charged in full or in part; the rest is given back',
  void: 'a hold, if any, is given back',
} as const;

export type MoneyEffect = keyof typeof MONEY_EFFECTS;

/** What a move tells: the domain events it records (each a mail, a notice, a live event). */
export type AirworkEvent =
  | 'posted'
  | 'hired'
  | 'scheduled'
  | 'flightDay'
  | 'resultsArriving'
  | 'delivered'
  | 'accepted'
  | 'rejected'
  | 'cancelled'
  | 'disputeOpened'
  | 'disputeDecided';

export interface GraphTransition {
  action: AirworkAction;
  /** The states it starts from; null for posting. */
  from: readonly (AirworkState | null)[];
  to: AirworkState;
  by: readonly AirworkActor[];
  guards: readonly Guard[];
  money: MoneyEffect;
  emits: readonly AirworkEvent[];
  /** Why the move exists, as the screens and docs say it. */
  says: string;
}

const HIRED_BEFORE_DELIVERY = ['pending', 'scheduled', 'inProgress', 'uploading'] as const;

export const AIRWORK_GRAPH: readonly GraphTransition[] = [
  {
    action: 'create',
    from: [null],
    to: 'open',
    by: ['client'],
    guards: [],
    money: 'none',
    emits: ['posted'],
    says: 'a client posts an Airwork',
  },
  {
    action: 'edit',
    from: ['open'],
    to: 'open',
    by: ['owner'],
    guards: [],
    money: 'none',
    emits: [],
    says: 'its client changes it while no pilot is hired',
  },
  {
    action: 'delete',
    from: ['open'],
    to: 'cancelled',
    by: ['owner'],
    guards: [],
    money: 'none',
    emits: [],
    says: 'its client takes it down while no pilot is hired',
  },
  {
    action: 'approve',
    from: ['open'],
    to: 'pending',
    by: ['owner'],
    guards: [],
    money: 'order',
    emits: ['hired'],
    says: "the client approves one pilot's application; the others are closed",
  },
  {
    action: 'schedule',
    from: ['pending', 'scheduled'],
    to: 'scheduled',
    by: ['pilot'],
    guards: ['moneyHeld'],
    money: 'none',
    emits: ['scheduled'],
    says: 'the pilot sets or moves the flight day',
  },
  {
    action: 'start',
    from: ['scheduled'],
    to: 'inProgress',
    by: ['system'],
    guards: [],
    money: 'none',
    emits: ['flightDay'],
    says: 'the flight day came',
  },
  {
    action: 'upload',
    from: ['scheduled', 'inProgress'],
    to: 'uploading',
    by: ['pilot'],
    guards: [],
    money: 'none',
    emits: ['resultsArriving'],
    says: 'the first result file arrives (the flight day job may not have run yet)',
  },
  {
    action: 'complete',
    from: ['uploading', 'inProgress'],
    to: 'delivered',
    by: ['pilot'],
    guards: [],
    money: 'none',
    emits: ['delivered'],
    says: 'the pilot submits the results with a note (after a rejection, files may stay)',
  },
  {
    action: 'accept',
    from: ['delivered'],
    to: 'completed',
    by: ['owner', 'system'],
    guards: [],
    money: 'capture',
    emits: ['accepted'],
    says: 'the client accepts the results, or 14 days of silence do',
  },
  {
    action: 'reject',
    from: ['delivered'],
    to: 'inProgress',
    by: ['owner'],
    guards: ['notAccepted'],
    money: 'none',
    emits: ['rejected'],
    says: 'the client sends the results back with what is missing',
  },
  {
    action: 'cancel',
    from: ['open', ...HIRED_BEFORE_DELIVERY],
    to: 'cancelled',
    by: ['owner', 'admin'],
    guards: [],
    money: 'void',
    emits: ['cancelled'],
    says: 'the client or an admin cancels before delivery',
  },
  {
    action: 'dispute',
    from: ['scheduled', 'inProgress', 'uploading', 'delivered'],
    to: 'disputed',
    by: ['owner', 'pilot'],
    guards: ['notAccepted', 'moneyHeld'],
    money: 'none',
    emits: ['disputeOpened'],
    says: 'either side asks an admin to decide, instead of accepting',
  },
  {
    action: 'settle',
    from: ['disputed'],
    to: 'completed',
    by: ['admin'],
    guards: [],
    money: 'split',
    emits: ['disputeDecided'],
    says: 'an admin pays the pilot in full or in part',
  },
  {
    action: 'refund',
    from: ['disputed'],
    to: 'cancelled',
    by: ['admin'],
    guards: [],
    money: 'void',
    emits: ['disputeDecided'],
    says: 'an admin gives the client their money back',
  },
];

/** A move at the level of status numbers: what the database's rows are checked against. */
export interface AirworkTransition {
  action: AirworkAction;
  /** The status it starts from; null for posting. */
  from: AirworkStatus | null;
  to: AirworkStatus;
  by: readonly AirworkActor[];
  guards: readonly Guard[];
  /** The events the move records (each handled once: apps/server/src/modules/notices). */
  emits: readonly AirworkEvent[];
}

const statusOf = (s: AirworkState | null): AirworkStatus | null =>
  s === null ? null : AIRWORK_STATES[s].status;

/** A graph by status number: one entry per move and state it starts from. */
export const transitionsOf = (graph: readonly GraphTransition[]): readonly AirworkTransition[] =>
  graph.flatMap((t) =>
    t.from.map((from) => ({
      action: t.action,
      from: statusOf(from),
      to: AIRWORK_STATES[t.to].status,
      by: t.by,
      guards: t.guards,
      emits: t.emits,
    })),
  );

/** The product's graph by status number: what the database's rows are checked against. */
export const AIRWORK_TRANSITIONS = transitionsOf(AIRWORK_GRAPH);

/** The move `action` allows from status `from` for `actor`, if any (guards not checked). */
export function transitionFor(
  action: AirworkAction,
  from: number | null,
  actor: AirworkActor,
  transitions = AIRWORK_TRANSITIONS,
): AirworkTransition | undefined {
  return transitions.find((t) => t.action === action && t.from === from && t.by.includes(actor));
}

/** The graph's actor a viewer acts as on this Airwork, if they may act on it at all. */
export function graphActor(viewer: Viewer): AirworkActor | undefined {
  if (viewer === 'owner') return 'owner';
  if (viewer === 'hiredPilot') return 'pilot';
  if (viewer === 'admin') return 'admin';
  return undefined;
}

/** The move `action` from the Airwork's state for `actor`, when its guards hold. */
export function allowedMove(
  action: AirworkAction,
  f: AirworkFacts,
  actor: AirworkActor,
): GraphTransition | undefined {
  const state = stateOf(f);
  if (!state) return undefined;
  return AIRWORK_GRAPH.find(
    (t) =>
      t.action === action &&
      t.from.includes(state) &&
      t.by.includes(actor) &&
      t.guards.every((g) => GUARDS[g].holds(f)),
  );
}

/**
 * What `viewer` may do to the Airwork now, in the graph's order: what every reply of an
 * Airwork carries for its reader. A stranger, an applicant or another pilot may do none of the
 * graph's moves (applying is not a move of the Airwork).
 */
export function allowedActions(f: AirworkFacts, viewer: Viewer): AirworkAction[] {
  const actor = graphActor(viewer);
  if (!actor) return [];
  const actions = AIRWORK_GRAPH.filter((t) => allowedMove(t.action, f, actor) === t).map(
    (t) => t.action,
  );
  return [...new Set(actions)];
}
