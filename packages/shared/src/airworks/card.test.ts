import { describe, expect, it } from 'vitest';
import {
  cardBrandOf,
  cardFormSchema,
  cardSummaryOf,
  notExpired,
  passesLuhn,
  randomCardNumber,
} from './card';

const errorOf = (values: Record<string, string>) =>
  cardFormSchema.safeParse(values).error?.issues[0]?.message;
const good = { name: 'Mei Chen', number: '4242 4242 4242 4242', expiry: '12/39', cvc: '123' };

describe('the card form', () => {
  it('accepts a well-formed card, spaces in the number included', () => {
    expect(cardFormSchema.safeParse(good).success).toBe(true);
  });

  it.each([
    [{ name: '' }, 'card.name_need'],
    [{ name: 'A'.repeat(21) }, 'card.name_too_long'],
    [{ number: '' }, 'card.number_need'],
    [{ number: '4242 4242 4242 424x' }, 'card.number_invalid'],
    [{ number: '4242424242424241' }, 'card.number_invalid'],
    [{ expiry: '' }, 'card.expiry_need'],
    [{ expiry: '13/30' }, 'card.expiry_invalid'],
    [{ expiry: '1/30' }, 'card.expiry_invalid'],
    [{ expiry: '01/20' }, 'card.expired'],
    [{ cvc: '12a' }, 'card.cvc_invalid'],
    [{ cvc: '' }, 'card.cvc_need'],
  ])('refuses %j with %s', (change, message) => {
    expect(errorOf({ ...good, ...change })).toBe(message);
  });

  it('names brands by their number ranges', () => {
    expect(cardBrandOf('4111111111111111')).toBe('visa');
    expect(cardBrandOf('5555555555554444')).toBe('mastercard');
    expect(cardBrandOf('2223003122003222')).toBe('mastercard');
    expect(cardBrandOf('378282246310005')).toBe('amex');
    expect(cardBrandOf('6011111111111117')).toBe('discover');
    expect(cardBrandOf('6200000000000005')).toBe('unionpay');
    expect(cardBrandOf('9999')).toBe('other');
  });

  it('keeps only the brand and last four digits', () => {
    expect(cardSummaryOf('4242 4242 4242 4242')).toEqual({ brand: 'visa', last4: '4242' });
  });

  it('checks Luhn and expiry months', () => {
    expect(passesLuhn('79927398713')).toBe(true);
    expect(passesLuhn('79927398710')).toBe(false);
    expect(notExpired('11/26', new Date(2026, 10, 30))).toBe(true);
    expect(notExpired('10/26', new Date(2026, 10, 1))).toBe(false);
  });

  it("generates sandbox numbers that pass the form's checks", () => {
    for (let i = 0; i < 50; i += 1) {
      expect(cardFormSchema.safeParse({ ...good, number: randomCardNumber() }).success).toBe(true);
    }
  });
});
