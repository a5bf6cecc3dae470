import {
  PaymentProviderError,
  centsOf,
  decimalAmount,
  type Authorization,
  type Money,
  type PaymentProvider,
  type WebhookDelivery,
  type WebhookEvent,
} from './payment-provider';

export interface PayPalOptions {
  /** https://api-m.sandbox.paypal.com or https://api-m.paypal.com (or a local fake in tests). */
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  /** The id PayPal gave our webhook; without it no notification can be verified. */
  webhookId: string | undefined;
  timeoutMs?: number;
}

interface PayPalError {
  name?: string;
  message?: string;
  details?: { issue?: string }[];
}

interface AuthorizationBody {
  id: string;
  status?: string;
  amount?: { currency_code: string; value: string };
  expiration_time?: string;
}

const toMoney = (a: { currency_code: string; value: string } | undefined): Money | undefined => {
  const cents = a ? centsOf(a.value) : undefined;
  return a && cents !== undefined ? { cents, currency: a.currency_code } : undefined;
};

function toAuthorization(body: AuthorizationBody, fallback?: Money): Authorization {
  const amount = toMoney(body.amount) ?? fallback;
  if (!body.id || !amount) throw new PaymentProviderError('unavailable', 'MALFORMED_RESPONSE');
  return {
    authorizationId: body.id,
    amount,
    expiresAt: body.expiration_time ? new Date(body.expiration_time) : null,
  };
}

/** PayPal's REST transport: a cached OAuth token, timeouts, errors as PaymentProviderError. */
function createPayPalClient(o: PayPalOptions): Call {
  const timeoutMs = o.timeoutMs ?? 15_000;
  let token: { value: string; until: number } | undefined;

  async function send(path: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(o.apiUrl + path, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (err) {
      const timedOut = err instanceof Error && err.name === 'TimeoutError';
      throw new PaymentProviderError(timedOut ? 'timeout' : 'unavailable', 'NETWORK');
    }
  }

  async function accessToken(): Promise<string> {
    if (token && token.until > Date.now()) return token.value;
    const basic = Buffer.from(`${o.clientId}:${o.clientSecret}`).toString('base64');
    const res = await send('/v1/oauth2/token', {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
    });
    if (!res.ok) throw new PaymentProviderError('unavailable', `AUTH_${res.status}`);
    const body = (await res.json()) as { access_token: string; expires_in: number };
    token = { value: body.access_token, until: Date.now() + (body.expires_in - 60) * 1000 };
    return token.value;
  }

  /** One API call; a 401 (token revoked early) gets one retry with a fresh token. */
  async function call<T>(path: string, body: unknown, requestId: string, retry = true): Promise<T> {
    const res = await send(path, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${await accessToken()}`,
        'content-type': 'application/json',
        'paypal-request-id': requestId,
        prefer: 'return=representation',
      },
      body: JSON.stringify(body),
    });
    if (res.status === 401 && retry) {
      token = undefined;
      return call(path, body, requestId, false);
    }
    if (res.status === 204) return undefined as T;
    const parsed = (await res.json().catch(() => ({}))) as T & PayPalError;
    if (res.ok) return parsed;
    const issue = parsed.details?.[0]?.issue ?? parsed.name ?? `HTTP_${res.status}`;
    throw new PaymentProviderError(res.status >= 500 ? 'unavailable' : 'refused', issue);
  }

  return (path, body, requestId) => call(path, body, requestId);
}

const authorizationPath = (id: string, action: string) =>
  `/v2/payments/authorizations/${encodeURIComponent(id)}/${action}`;
const paypalAmount = (m: Money) => ({ currency_code: m.currency, value: decimalAmount(m.cents) });

/**
 * PayPal REST: Orders v2 with intent AUTHORIZE, then Payments v2 to capture, void or
 * reauthorize. Every request carries a PayPal-Request-Id, so a retried request (after a
 * timeout) is applied by PayPal once.
 */
export function createPayPalProvider(o: PayPalOptions): PaymentProvider {
  const call = createPayPalClient(o);
  return {
    name: 'paypal',
    async createOrder(order) {
      const unit = {
        invoice_id: order.invoiceId,
        description: order.description.slice(0, 127),
        amount: paypalAmount(order.amount),
      };
      const body = await call<{ id: string }>(
        '/v2/checkout/orders',
        { intent: 'AUTHORIZE', purchase_units: [unit] },
        order.requestId,
      );
      return { orderId: body.id };
    },
    async authorizeOrder(orderId, requestId) {
      const body = await call<{
        purchase_units?: { payments?: { authorizations?: AuthorizationBody[] } }[];
      }>(`/v2/checkout/orders/${encodeURIComponent(orderId)}/authorize`, {}, requestId);
      const authorization = body.purchase_units?.[0]?.payments?.authorizations?.[0];
      if (!authorization) throw new PaymentProviderError('unavailable', 'MALFORMED_RESPONSE');
      return toAuthorization(authorization);
    },
    async capture(authorizationId, amount, invoiceId, requestId) {
      const body = await call<{ id: string }>(
        authorizationPath(authorizationId, 'capture'),
        { amount: paypalAmount(amount), invoice_id: invoiceId, final_capture: true },
        requestId,
      );
      return { captureId: body.id };
    },
    async void(authorizationId, requestId) {
      await call(authorizationPath(authorizationId, 'void'), {}, requestId);
    },
    async reauthorize(authorizationId, amount, requestId) {
      const body = await call<AuthorizationBody>(
        authorizationPath(authorizationId, 'reauthorize'),
        { amount: paypalAmount(amount) },
        requestId,
      );
      return toAuthorization(body, amount);
    },
    verifyWebhook: (delivery) => verify(o, delivery, call),
  };
}

type Call = <T>(path: string, body: unknown, requestId: string) => Promise<T>;

const header = (d: WebhookDelivery, name: string) => {
  const v = d.headers[name];
  return Array.isArray(v) ? v[0] : v;
};

interface PayPalEvent {
  id?: string;
  event_type?: string;
  resource?: {
    id?: string;
    supplementary_data?: { related_ids?: { order_id?: string; authorization_id?: string } };
  };
}

/** Asks PayPal whether the delivery is genuine (verify-webhook-signature). */
async function verify(o: PayPalOptions, d: WebhookDelivery, call: Call) {
  const event = d.body as PayPalEvent;
  const transmissionId = header(d, 'paypal-transmission-id');
  if (!o.webhookId || !transmissionId || !event?.id || !event.event_type || !event.resource?.id) {
    return null;
  }
  const answer = await call<{ verification_status?: string }>(
    '/v1/notifications/verify-webhook-signature',
    {
      auth_algo: header(d, 'paypal-auth-algo'),
      cert_url: header(d, 'paypal-cert-url'),
      transmission_id: transmissionId,
      transmission_sig: header(d, 'paypal-transmission-sig'),
      transmission_time: header(d, 'paypal-transmission-time'),
      webhook_id: o.webhookId,
      webhook_event: event,
    },
    `verify-${transmissionId}`,
  );
  if (answer.verification_status !== 'SUCCESS') return null;
  const related = event.resource.supplementary_data?.related_ids;
  const result: WebhookEvent = {
    id: event.id,
    type: event.event_type,
    resourceId: event.resource.id,
    orderId: related?.order_id ?? null,
    authorizationId: related?.authorization_id ?? null,
  };
  return result;
}
