import { describe, expect, it } from 'vitest';
import { getAirworkCall } from '@airwork/shared/airworks/airwork.calls';
import { AIRWORK_FIELDS, GET_AIRWORK_PATH, isAirwork, type AirworkDetails } from './airwork-query';
import { sampleAirwork } from './sample-airwork';

// An Airwork is read without the contract's schemas: the guard must be the contract's Airwork.

// With what only its owner sees (the card) and a hired pilot.
const airwork: AirworkDetails = {
  ...sampleAirwork,
  paymentMethod: 3,
  cardBrand: 'visa',
  cardLast4: '4242',
  pilotUserId: 9,
  contact: null,
};
const contact = { userId: 9, firstName: 'Pat', lastName: 'Lee', phone: '' };

describe('an Airwork without the schemas', () => {
  it('uses the contract entry’s path and checks every field the contract has', () => {
    expect(GET_AIRWORK_PATH).toBe(getAirworkCall.path);
    expect([...Object.keys(AIRWORK_FIELDS), 'contact'].sort()).toEqual(
      Object.keys(getAirworkCall.result.shape).sort(),
    );
  });

  it('accepts what the contract accepts and refuses what it refuses, field by field', () => {
    for (const value of [airwork, { ...airwork, contact }]) {
      expect(getAirworkCall.result.safeParse(value).success).toBe(true);
      expect(isAirwork(value)).toBe(true);
    }
    for (const value of [
      { ...airwork, contact: undefined },
      { ...airwork, contact: { ...contact, phone: null } },
      { ...airwork, contact: { ...contact, userId: '9' } },
    ]) {
      expect(isAirwork(value)).toBe(false);
      expect(getAirworkCall.result.safeParse(value).success).toBe(false);
    }
    expect(isAirwork(null)).toBe(false);
    const wrong = (value: unknown) => (typeof value === 'string' ? 7 : 'seven');
    for (const field of Object.keys(AIRWORK_FIELDS)) {
      const missing: Record<string, unknown> = { ...airwork };
      delete missing[field];
      const mistyped = { ...airwork, [field]: wrong(airwork[field as keyof AirworkDetails]) };
      const nulled = { ...airwork, [field]: null };
      for (const value of [missing, mistyped, nulled]) {
        expect([field, isAirwork(value)]).toEqual([
          field,
          getAirworkCall.result.safeParse(value).success,
        ]);
      }
    }
    // A state or a move the graph does not have.
    for (const value of [
      { ...airwork, state: 'flying' },
      { ...airwork, allowedActions: ['fly'] },
    ]) {
      expect(isAirwork(value)).toBe(false);
      expect(getAirworkCall.result.safeParse(value).success).toBe(false);
    }
    // A fraction where an integer belongs.
    expect(isAirwork({ ...airwork, id: 1.5 })).toBe(false);
    expect(getAirworkCall.result.safeParse({ ...airwork, id: 1.5 }).success).toBe(false);
  });
});
