// A payment provider that can hold money and take it later (authorize, then capture or void).
// Two exist: the built-in sandbox (no network; the default) and PayPal's REST API (Orders v2
// with intent AUTHORIZE). Amounts are integer cents; the caller always takes them from the
// database, never from a browser.

export interface Money {
  cents: number;
  currency: string;
}

export interface NewOrder {
  /** Our invoice number, "<mission number>-<part>": the provider refuses a second order with it. */
  invoiceId: string;
  description: string;
  amount: Money;
  /** Makes a retried request do nothing twice (PayPal-Request-Id). */
  requestId: string;
}

export interface Authorization {
  authorizationId: string;
  amount: Money;
  /** When the authorization can no longer be captured; null when the provider did not say. */
  expiresAt: Date | null;
}

/** A notification from the provider, as received: headers and the raw body. */
export interface WebhookDelivery {
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

export interface WebhookEvent {
  id: string;
  type: string;
  /** The order, authorization or capture the event is about, with the ids it relates to. */
  resourceId: string;
  orderId: string | null;
  authorizationId: string | null;
}

export interface PaymentProvider {
  readonly name: 'sandbox' | 'paypal';
  createOrder(order: NewOrder): Promise<{ orderId: string }>;
  /** Authorizes an order the buyer approved: the money is held. */
  authorizeOrder(orderId: string, requestId: string): Promise<Authorization>;
  capture(
    authorizationId: string,
    amount: Money,
    invoiceId: string,
    requestId: string,
  ): Promise<{ captureId: string }>;
  void(authorizationId: string, requestId: string): Promise<void>;
  /** A fresh authorization for the same money once the honor period is over. */
  reauthorize(authorizationId: string, amount: Money, requestId: string): Promise<Authorization>;
  /** The event if the delivery is genuinely from the provider; null otherwise. */
  verifyWebhook(delivery: WebhookDelivery): Promise<WebhookEvent | null>;
}

/**
 * Why a provider call failed: `refused` (the provider said no: declined, expired, already
 * captured), `unavailable` (it answered 5xx or could not be reached) or `timeout`.
 */
export class PaymentProviderError extends Error {
  constructor(
    readonly kind: 'refused' | 'unavailable' | 'timeout',
    /** The provider's own reason, e.g. PayPal's issue code. */
    readonly issue: string,
  ) {
    super(`${kind}: ${issue}`);
    this.name = 'PaymentProviderError';
  }
}

/** PayPal's documented periods: funds are honored 3 days; an authorization lives 29 days. */
export const HONOR_PERIOD_MS = 3 * 24 * 60 * 60 * 1000;
export const AUTHORIZATION_VALIDITY_MS = 29 * 24 * 60 * 60 * 1000;

/** Cents to the provider's decimal string: 125050 → "1250.50". */
export const decimalAmount = (cents: number) =>
  `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;

/** "1250.50" → 125050; undefined for anything else. */
export function centsOf(value: string): number | undefined {
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(value);
  if (!m) return undefined;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}
