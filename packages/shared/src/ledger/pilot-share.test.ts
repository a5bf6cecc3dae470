import { describe, expect, it } from 'vitest';
import { feeOf, pilotShare } from './pilot-share';
import { balanced } from './ledger-accounts';

describe('a pilot’s share', () => {
  it('is the price before tax, less the fee, half up to the cent', () => {
    // $600 in Ontario: $69.03 HST, $530.97 before tax; 10 % fee is $53.097 → $53.10.
    expect(pilotShare(60_000, 'Ontario', 1000)).toMatchObject({
      taxCents: 6903,
      priceCents: 53_097,
      feeCents: 5310,
      pilotCents: 47_787,
    });
    expect(pilotShare(60_000, 'Ontario', 0).pilotCents).toBe(53_097);
    expect(feeOf(5, 1000)).toBe(1); // 0.5 of a cent rounds up
    expect(feeOf(4, 1000)).toBe(0);
  });

  it('adds up: tax lines, fee and share are what was charged, in every province', () => {
    for (const province of ['ON', 'QC', 'BC', 'AB', 'NS', 'SK', '']) {
      for (const charged of [1, 99, 10_000, 60_000, 123_457]) {
        const s = pilotShare(charged, province, 1250);
        const tax = s.taxLines.reduce((sum, l) => sum + l.cents, 0);
        expect(tax).toBe(s.taxCents);
        expect(tax + s.feeCents + s.pilotCents).toBe(charged);
        expect(s.pilotCents).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it('is refused by the ledger when lines do not add up to zero, or one is zero', () => {
    const line = (amountCents: number) => ({
      account: 'clearing' as const,
      subjectId: null,
      amountCents,
    });
    expect(balanced([line(100), line(-100)])).toBe(true);
    expect(balanced([line(100), line(-99)])).toBe(false);
    expect(balanced([line(0), line(0)])).toBe(false);
    expect(balanced([line(100)])).toBe(false);
  });
});
