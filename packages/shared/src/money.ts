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
  if (!/^\d+(\.\d{1,2})?$/.test(text)) return undefined;
  const [whole = '0', fraction = ''] = text.split('.');
  // Leading zeros are only zeros; a whole part too long for a price is refused as such.
  const digits = whole.replace(/^0+(?=\d)/, '');
  if (digits.length > 9) return undefined;
  return Number(digits) * 100 + Number(fraction.padEnd(2, '0'));
}

// The same rules as patterns, so that the published document states what a price may be:
// at most two decimals, more than zero (or zero, for a filter's "no bound"), one million at most.
const POSITIVE_AMOUNT =
  '0*(?:[1-9]\\d{0,5}(?:\\.\\d{1,2})?|1000000(?:\\.0{1,2})?|0\\.(?:0[1-9]|[1-9]\\d?))';
const ZERO_AMOUNT = '0+(?:\\.0{1,2})?';

const amountOption = (rule: { need: string; invalid: string; zero: boolean }) => [
  z
    .number({ error: rule.invalid })
    .min(rule.zero ? 0 : 0.01, { error: rule.invalid })
    .max(MAX_PRICE_CENTS / 100, { error: rule.invalid })
    .multipleOf(0.01, { error: rule.invalid })
    // The document's multipleOf means two decimals at most; floats such as 0.570…01 are not.
    .refine((v) => amountToCents(v) !== undefined, { error: rule.invalid }),
  z
    .string()
    .trim()
    .min(rule.zero ? 0 : 1, { error: rule.need })
    .regex(
      new RegExp(
        rule.zero ? `^(?:${POSITIVE_AMOUNT}|${ZERO_AMOUNT})?$` : `^${POSITIVE_AMOUNT}$`,
        'u',
      ),
      { error: rule.invalid },
    ),
];

/**
 * A price in dollars, required and positive, at most two decimals and one million; parsed to
 * cents, so the server never does arithmetic on floats.
 */
export const priceSchema = (needKey: string, invalidKey: string) =>
  z
    .union(amountOption({ need: needKey, invalid: invalidKey, zero: false }), {
      error: (issue) => (issue.input === undefined || issue.input === null ? needKey : invalidKey),
    })
    .transform((v) => amountToCents(v) ?? 0);

/** A filter's price bound in dollars: 0 or '' for no bound. Parsed to cents. */
export const priceBoundSchema = (invalidKey: string) =>
  z
    .union(amountOption({ need: invalidKey, invalid: invalidKey, zero: true }), {
      error: invalidKey,
    })
    .transform((v) => (v === '' ? 0 : (amountToCents(v) ?? 0)))
    .default(0);
