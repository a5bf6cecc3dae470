import { describe, expect, it } from 'vitest';
import { Role } from '../accounts/account-constants';
import { ACTIVITIES, actorOf, isParty, isSide, mayDo } from './airwork-viewers';
import { stateOfRow } from './airwork-graph';
import { PAYMENT_TRANSITIONS, paymentFrom, paymentMove } from '../payments/payment-states';

const a = { clientId: 10, pilotId: 20 };

describe('who looks at an Airwork', () => {
  it('tells the owner, the hired pilot, an applicant, another pilot, an admin and a stranger', () => {
    expect(actorOf({ userId: 10, roleId: Role.client }, a)).toBe('owner');
    expect(actorOf({ userId: 20, roleId: Role.pilot }, a)).toBe('hiredPilot');
    expect(actorOf({ userId: 30, roleId: Role.pilot }, a, true)).toBe('applicant');
    expect(actorOf({ userId: 30, roleId: Role.pilot }, a)).toBe('otherPilot');
    expect(actorOf({ userId: 40, roleId: Role.admin }, a)).toBe('admin');
    expect(actorOf({ userId: 50, roleId: Role.client }, a)).toBe('stranger');
    expect(actorOf(null, a)).toBe('stranger');
    // Nobody hired yet: no one is the hired pilot, whatever their id.
    expect(actorOf({ userId: 20, roleId: Role.pilot }, { clientId: 10, pilotId: null })).toBe(
      'otherPilot',
    );
  });

  it('lets the parties see the record, and only the two sides act on the delivery', () => {
    expect(['owner', 'hiredPilot', 'admin'].every((v) => isParty(v as never))).toBe(true);
    expect(['applicant', 'otherPilot', 'stranger'].some((v) => isParty(v as never))).toBe(false);
    expect(isSide('admin')).toBe(false);
  });
});

describe('the windows and the money', () => {
  it('puts each activity inside the life of an Airwork, by named state', () => {
    expect(mayDo('apply', 'open')).toBe(true);
    expect(mayDo('apply', 'pending')).toBe(false);
    // Files may come while the results await review, not once they are accepted.
    expect(mayDo('upload', 'delivered')).toBe(true);
    expect(mayDo('upload', 'completed')).toBe(false);
    expect(mayDo('upload', 'cancelled')).toBe(false);
    expect(mayDo('upload', undefined)).toBe(false);
    expect(mayDo('upload', stateOfRow({ status: 6, acceptedAt: new Date() }))).toBe(false);
    for (const activity of Object.values(ACTIVITIES)) {
      expect(activity.in).not.toContain('cancelled');
    }
  });

  it('moves money only along the table: capture and void from held, never twice', () => {
    expect(paymentMove('capture', 'held')).toBe('captured');
    expect(paymentMove('capture', 'captured')).toBeUndefined();
    expect(paymentMove('void', 'captured')).toBeUndefined();
    expect(paymentFrom('capture')).toEqual(['held']);
    const events = new Set(PAYMENT_TRANSITIONS.map((t) => `${t.event}:${t.from}`));
    expect(events.size).toBe(PAYMENT_TRANSITIONS.length);
  });
});
