import { z } from 'zod';

// Money is integer cents inside the server; on the wire (the spec's `salary`) it is a number of
// dollars with at most two decimals.

/** The highest price an Airwork may carry: one million dollars. */
export const MAX_PRICE_CENTS = 100_000_000;

export const centsToAmount = (cents: number): number => cents / 100;

/** "12", "12.5", "12.50" or 12.5 → cents; anything else (negative, text, 3 decimals) → undefined. */
export function amountToCents(amount: unknown): number | undefined {
  const text =
    typeof amount === 'number' ? String(amount) : typeof amount === 'string' ? amount.trim() : '';
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(text)) return undefined;
  const [whole = '0', fraction = ''] = text.split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}

/**
 * A price in dollars, required and positive, at most two decimals and one million; parsed to
 * cents, so the server never does arithmetic on floats.
 */
export const priceSchema = (needKey: string, invalidKey: string) =>
  z
    .union([z.number(), z.string()], { error: needKey })
    .refine((v) => v !== '', { error: needKey })
    .transform((v, ctx) => {
      const cents = amountToCents(v);
      if (cents === undefined || cents <= 0 || cents > MAX_PRICE_CENTS) {
        ctx.addIssue({ code: 'custom', message: invalidKey });
        return z.NEVER;
      }
      return cents;
    });
