import { describe, expect, it } from 'vitest';
import type { PaymentState } from '../payments/payment.schema';
import {
  AIRWORK_GRAPH,
  AIRWORK_STATES,
  AIRWORK_TRANSITIONS,
  GUARDS,
  allowedActions,
  stateOf,
  transitionFor,
  type AirworkFacts,
} from './airwork-graph';
import { AirworkStatus } from './airwork-states';
import { AIRWORK_ACTIONS } from './airwork-moves';

const facts = (status: number, payment: PaymentState | null = null, accepted = false) =>
  ({ status, payment, accepted }) satisfies AirworkFacts;

const S = AirworkStatus;

describe('the graph by status number', () => {
  it('is the lifecycle the server has enforced since issue 25, move for move', () => {
    const rows = AIRWORK_TRANSITIONS.map((t) => `${t.action} ${t.from}>${t.to} ${t.by.join('+')}`);
    expect(rows).toEqual([
      'create null>1 client',
      'edit 1>1 owner',
      'delete 1>7 owner',
      'approve 1>2 owner',
      'schedule 2>3 pilot',
      'schedule 3>3 pilot',
      'start 3>4 system',
      'upload 3>5 pilot',
      'upload 4>5 pilot',
      'complete 5>6 pilot',
      'complete 4>6 pilot',
      'accept 6>6 owner+system',
      'reject 6>4 owner',
      'cancel 1>7 owner+admin',
      'cancel 2>7 owner+admin',
      'cancel 3>7 owner+admin',
      'cancel 4>7 owner+admin',
      'cancel 5>7 owner+admin',
      'dispute 3>8 owner+pilot',
      'dispute 4>8 owner+pilot',
      'dispute 5>8 owner+pilot',
      'dispute 6>8 owner+pilot',
      'settle 8>6 admin',
      'refund 8>7 admin',
    ]);
  });

  it('refuses by number what the named state refuses: the server checks moves by status', () => {
    // Accepted, the capture not yet through: the money is still held, the status is 6.
    const accepted = facts(S.completed, 'held', true);
    const holds = (action: 'dispute' | 'reject' | 'accept') =>
      transitionFor(action, S.completed, 'owner')!.guards.every((g) => GUARDS[g].holds(accepted));
    expect(holds('dispute')).toBe(false);
    expect(holds('reject')).toBe(false);
    // Accepting again stays possible: it retries the capture.
    expect(holds('accept')).toBe(true);
  });

  it('has a move for every action and names only its own states', () => {
    expect(new Set(AIRWORK_GRAPH.map((t) => t.action))).toEqual(new Set(AIRWORK_ACTIONS));
    for (const t of AIRWORK_GRAPH) {
      for (const from of t.from) if (from !== null) expect(AIRWORK_STATES[from]).toBeDefined();
      expect(AIRWORK_STATES[t.to]).toBeDefined();
    }
  });
});

describe('an Airwork’s named state', () => {
  it('tells "delivered, awaiting review" from "completed" by the acceptance', () => {
    expect(stateOf(facts(S.completed))).toBe('delivered');
    expect(stateOf(facts(S.completed, 'captured', true))).toBe('completed');
    expect(stateOf(facts(S.disputed))).toBe('disputed');
    expect(stateOf(facts(S.open))).toBe('open');
    expect(stateOf(facts(99))).toBeUndefined();
  });
});

describe('what a reader may do', () => {
  it('gives its client the open Airwork’s moves, and anyone else none', () => {
    expect(allowedActions(facts(S.open), 'owner')).toEqual(['edit', 'delete', 'approve', 'cancel']);
    for (const viewer of ['stranger', 'applicant', 'otherPilot'] as const) {
      expect(allowedActions(facts(S.open), viewer)).toEqual([]);
      expect(allowedActions(facts(S.completed, 'held'), viewer)).toEqual([]);
    }
  });

  it('lets the pilot set the flight day only while the money is held', () => {
    expect(allowedActions(facts(S.pending, 'created'), 'hiredPilot')).toEqual([]);
    expect(allowedActions(facts(S.pending, 'held'), 'hiredPilot')).toEqual(['schedule']);
    expect(allowedActions(facts(S.scheduled, 'expired'), 'hiredPilot')).toEqual(['upload']);
  });

  it('opens a dispute to either side, before acceptance, while the money is held', () => {
    const delivered = facts(S.completed, 'held');
    expect(allowedActions(delivered, 'owner')).toEqual(['accept', 'reject', 'dispute']);
    expect(allowedActions(delivered, 'hiredPilot')).toEqual(['dispute']);
    expect(allowedActions(facts(S.completed, 'captured', true), 'owner')).toEqual([]);
    expect(allowedActions(facts(S.inProgress, 'expired'), 'hiredPilot')).toEqual([
      'upload',
      'complete',
    ]);
    expect(allowedActions(facts(S.scheduled, 'held'), 'admin')).toEqual(['cancel']);
  });

  it('leaves a disputed Airwork to the admins', () => {
    expect(allowedActions(facts(S.disputed, 'held'), 'owner')).toEqual([]);
    expect(allowedActions(facts(S.disputed, 'held'), 'hiredPilot')).toEqual([]);
    expect(allowedActions(facts(S.disputed, 'held'), 'admin')).toEqual(['settle', 'refund']);
  });
});
