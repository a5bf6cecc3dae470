import { describe, expect, it } from 'vitest';
import { amountToCents, centsToAmount, priceSchema } from './money';

describe('money', () => {
  it('reads dollars with at most two decimals as integer cents, without float arithmetic', () => {
    expect(amountToCents('1250.50')).toBe(125_050);
    expect(amountToCents(1250.5)).toBe(125_050);
    expect(amountToCents('0.1')).toBe(10);
    expect(amountToCents(19.99)).toBe(1999);
    expect(amountToCents(' 7 ')).toBe(700);
    for (const bad of ['-5', '10.505', 'cheap', '', '1e3', NaN, Infinity, null, '١٢']) {
      expect(amountToCents(bad), String(bad)).toBeUndefined();
    }
    expect(centsToAmount(125_050)).toBe(1250.5);
  });

  it('refuses zero and amounts over a million as a price', () => {
    const price = priceSchema('need', 'invalid');
    expect(price.safeParse('0').error?.issues[0]?.message).toBe('invalid');
    expect(price.safeParse('1000000.01').error?.issues[0]?.message).toBe('invalid');
    expect(price.safeParse('').error?.issues[0]?.message).toBe('need');
    expect(price.parse('1000000')).toBe(100_000_000);
  });
});
