import { z } from 'zod';

// The card form of the payment step (spec sections 3 and 5). The card number is checked in the
// browser and never leaves it: an Airwork keeps only the card's brand and last four digits
// (docs/decisions.md, "Card details").

export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'discover', 'unionpay', 'other'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

export const CARD_NAME_MAX = 20;

const digitsOf = (text: string) => text.replace(/[\s-]/g, '');

/** The brand a card number's first digits announce (IIN ranges). */
export function cardBrandOf(number: string): CardBrand {
  const d = digitsOf(number);
  const head = (n: number) => Number(d.slice(0, n));
  if (d.startsWith('4')) return 'visa';
  if ((head(2) >= 51 && head(2) <= 55) || (head(4) >= 2221 && head(4) <= 2720)) return 'mastercard';
  if (d.startsWith('34') || d.startsWith('37')) return 'amex';
  if (d.startsWith('6011') || d.startsWith('65') || (head(3) >= 644 && head(3) <= 649))
    return 'discover';
  if (d.startsWith('62')) return 'unionpay';
  return 'other';
}

/** The Luhn checksum every payment card number carries in its last digit. */
export function passesLuhn(number: string): boolean {
  const d = digitsOf(number);
  let sum = 0;
  for (let i = 0; i < d.length; i += 1) {
    let n = Number(d[d.length - 1 - i]);
    if (i % 2 === 1) n = n * 2 > 9 ? n * 2 - 9 : n * 2;
    sum += n;
  }
  return d.length > 0 && sum % 10 === 0;
}

/** A test card number of a brand for the sandbox ('generate random'): valid Luhn, never real. */
export function randomCardNumber(random: () => number = Math.random): string {
  const body = ['4', ...Array.from({ length: 14 }, () => String(Math.floor(random() * 10)))];
  for (let check = 0; check <= 9; check += 1) {
    if (passesLuhn(body.join('') + check)) return body.join('') + check;
  }
  /* c8 ignore next */
  throw new Error('unreachable: one check digit always fits');
}

/** "mm/yy" → whether the card still works in the month of `now`. */
export function notExpired(expiry: string, now: Date): boolean {
  const [mm, yy] = expiry.split('/').map(Number) as [number, number];
  const lastMonth = (2000 + yy) * 12 + (mm - 1);
  return lastMonth >= now.getFullYear() * 12 + now.getMonth();
}

const required = (needKey: string) =>
  z.string({ error: needKey }).trim().min(1, { error: needKey });

/** The card form, in the order its problems are told. */
export const cardFormSchema = z.object({
  name: required('card.name_need').max(CARD_NAME_MAX, { error: 'card.name_too_long' }),
  number: required('card.number_need')
    .refine((n) => /^\d{12,19}$/.test(digitsOf(n)), { error: 'card.number_invalid' })
    .refine(passesLuhn, { error: 'card.number_invalid' }),
  expiry: required('card.expiry_need')
    .refine((e) => /^(0[1-9]|1[0-2])\/\d{2}$/.test(e), { error: 'card.expiry_invalid' })
    .refine((e) => !/^\d{2}\/\d{2}$/.test(e) || notExpired(e, new Date()), {
      error: 'card.expired',
    }),
  cvc: required('card.cvc_need').regex(/^\d{3,4}$/, { error: 'card.cvc_invalid' }),
});
export type CardForm = z.input<typeof cardFormSchema>;

/** What an Airwork keeps of the card: enough to recognise it, useless to anyone who reads it. */
export const cardSummarySchema = z.object({
  brand: z.enum(CARD_BRANDS, { error: 'Airworks.card_need' }),
  last4: z.string().regex(/^\d{4}$/, { error: 'Airworks.card_need' }),
});
export type CardSummary = z.infer<typeof cardSummarySchema>;

export const cardSummaryOf = (number: string): CardSummary => ({
  brand: cardBrandOf(number),
  last4: digitsOf(number).slice(-4),
});
