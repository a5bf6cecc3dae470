import { describe, expect, it } from 'vitest';
import { moneyOutcome } from './payment-states';

const at = '2026-11-01T12:00:00Z';

describe('what a payment charged and released', () => {
  it('says a split charged its part and released the rest; a whole capture released nothing', () => {
    const held = { amountCents: 100_000, authorizedAt: at };
    expect(moneyOutcome({ ...held, state: 'captured', captureCents: 60_000 })).toEqual({
      chargedCents: 60_000,
      releasedCents: 40_000,
    });
    expect(moneyOutcome({ ...held, state: 'captured', captureCents: null })).toEqual({
      chargedCents: 100_000,
      releasedCents: 0,
    });
  });

  it('says a void, a lapse or a refund gave all back; an order never approved moved nothing', () => {
    for (const state of ['released', 'expired', 'refunded'] as const)
      expect(
        moneyOutcome({ state, amountCents: 5000, captureCents: null, authorizedAt: at }),
      ).toEqual({ chargedCents: 0, releasedCents: 5000 });
    expect(
      moneyOutcome({
        state: 'released',
        amountCents: 5000,
        captureCents: null,
        authorizedAt: null,
      }),
    ).toEqual({ chargedCents: 0, releasedCents: 0 });
    expect(
      moneyOutcome({ state: 'held', amountCents: 5000, captureCents: null, authorizedAt: at }),
    ).toEqual({ chargedCents: 0, releasedCents: 0 });
  });
});
