import { z } from 'zod';

// The money's settings (config.ts reads them with the rest of the environment, once): PayPal,
// the business the papers name, Airwork's fee and the payouts.

export const optionalText = z
  .string()
  .optional()
  .transform((v) => (v && v.trim() !== '' ? v.trim() : undefined));

/** The money's settings: PayPal, the business on the papers, the platform's fee. */
export const moneyEnv = {
  PAYPAL_CLIENT_ID: optionalText,
  PAYPAL_CLIENT_SECRET: optionalText,
  BUSINESS_NAME: z.string().default('Airwork'),
  PLATFORM_FEE_PERCENT: z.coerce
    .number()
    .min(0)
    .max(50)
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'at most two decimals')
    .default(0),
  BUSINESS_ADDRESS: optionalText,
  GST_HST_NUMBER: optionalText,
  QST_NUMBER: optionalText,
  PAYPAL_API_URL: optionalText.pipe(z.url().optional()),
  PAYPAL_WEBHOOK_ID: optionalText,
  PAYOUT_HOLD_DAYS: z.coerce.number().int().min(0).max(90).default(7),
  PAYOUT_MIN_CENTS: z.coerce.number().int().min(1).max(10_000_000).default(1000),
  PAYOUT_SANDBOX_RETURN_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
};

type MoneyEnv = z.infer<z.ZodObject<typeof moneyEnv>>;

export interface MoneyConfig {
  /**
   * PayPal's REST credentials, API (sandbox unless set to the live one) and webhook id;
   * without credentials payments go through the built-in sandbox provider.
   */
  paypal:
    | { clientId: string; clientSecret: string; apiUrl: string; webhookId: string | undefined }
    | undefined;
  /**
   * Who issues receipts and payout statements (issue 25): the business's name and address,
   * and its GST/HST and Quebec (QST) registration numbers, printed with the taxes charged.
   */
  business: {
    name: string;
    address: string | undefined;
    gstHstNumber: string | undefined;
    qstNumber: string | undefined;
  };
  /**
   * The platform's fee (PLATFORM_FEE_PERCENT, issue 48) in hundredths of a percent of the price
   * before tax, taken from the pilot's share when the money is captured; 0 by default.
   */
  platformFeeBasisPoints: number;
  /**
   * Payouts (issue 48): a captured share waits `holdDays` before it is available; a pilot's
   * available balance is paid out from `minimumCents`; the sandbox gives an unclaimed payout
   * back after `sandboxReturnMs`.
   */
  payouts: { holdDays: number; minimumCents: number; sandboxReturnMs: number };
}

export function moneyConfigOf(e: MoneyEnv): MoneyConfig {
  return {
    paypal:
      e.PAYPAL_CLIENT_ID && e.PAYPAL_CLIENT_SECRET
        ? {
            clientId: e.PAYPAL_CLIENT_ID,
            clientSecret: e.PAYPAL_CLIENT_SECRET,
            apiUrl: (e.PAYPAL_API_URL ?? 'https://api-m.sandbox.paypal.com').replace(/\/$/, ''),
            webhookId: e.PAYPAL_WEBHOOK_ID,
          }
        : undefined,
    business: {
      name: e.BUSINESS_NAME,
      address: e.BUSINESS_ADDRESS,
      gstHstNumber: e.GST_HST_NUMBER,
      qstNumber: e.QST_NUMBER,
    },
    platformFeeBasisPoints: Math.round(e.PLATFORM_FEE_PERCENT * 100),
    payouts: {
      holdDays: e.PAYOUT_HOLD_DAYS,
      minimumCents: e.PAYOUT_MIN_CENTS,
      sandboxReturnMs: e.PAYOUT_SANDBOX_RETURN_SECONDS * 1000,
    },
  };
}
