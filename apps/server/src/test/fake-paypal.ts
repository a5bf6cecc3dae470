import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

// A local stand-in for PayPal's REST API: the documented request and response shapes of OAuth,
// Orders v2 (intent AUTHORIZE), Payments v2 authorizations and webhook verification, including
// its errors, PayPal-Request-Id idempotency, and controllable failures and delays.

interface Order {
  id: string;
  status: 'CREATED' | 'APPROVED' | 'COMPLETED';
  amount: { currency_code: string; value: string };
  invoiceId: string;
}
interface Auth {
  id: string;
  status: 'CREATED' | 'CAPTURED' | 'VOIDED';
  amount: { currency_code: string; value: string };
  /** What a capture took (a part, with `final_capture`, releases the rest). */
  captured?: { currency_code: string; value: string };
}

export interface FakePayPal {
  url: string;
  webhookId: string;
  /** Every request: method, path and the parsed body. */
  requests: { path: string; body: Record<string, unknown>; requestId?: string }[];
  /** The buyer approves the order on PayPal's pages. */
  approve(orderId: string): void;
  authorization(id: string): Auth | undefined;
  /** The next API call (not the token) answers this status and issue. */
  failNext(status: number, issue: string): void;
  /** The next API call is answered only after this many milliseconds. */
  delayNext(ms: number): void;
  /** The next authorization holds this amount instead of the order's. */
  tamperNextAuthorization(value: string): void;
  close(): Promise<void>;
}

const id = (prefix: string) => `${prefix}${randomBytes(6).toString('hex').toUpperCase()}`;
const DAY = 24 * 60 * 60 * 1000;

function reply(res: ServerResponse, status: number, body?: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(body === undefined ? undefined : JSON.stringify(body));
}

const unprocessable = (issue: string) => ({
  name: 'UNPROCESSABLE_ENTITY',
  message: 'The requested action could not be performed.',
  details: [{ issue }],
  debug_id: 'fake',
});

async function readBody(req: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of req) text += String(chunk);
  return text;
}

/** `now`: the fake's clock, for tests that move the product's (PayPal dates authorizations). */
export async function startFakePayPal(now: () => number = Date.now): Promise<FakePayPal> {
  const orders = new Map<string, Order>();
  const auths = new Map<string, Auth>();
  const replays = new Map<string, [number, unknown]>();
  const invoices = new Set<string>();
  const tokens = new Set<string>();
  const requests: FakePayPal['requests'] = [];
  let failure: [number, string] | undefined;
  let delay = 0;
  let tamper: string | undefined;

  const newAuth = (amount: Auth['amount']) => {
    const auth: Auth = { id: id('AUTH-'), status: 'CREATED', amount };
    auths.set(auth.id, auth);
    return { ...auth, expiration_time: new Date(now() + 29 * DAY).toISOString() };
  };

  function route(path: string, body: Record<string, unknown>): [number, unknown] {
    let m: RegExpExecArray | null;
    if (path === '/v2/checkout/orders') {
      const unit = (body.purchase_units as { invoice_id: string; amount: Order['amount'] }[])[0]!;
      if (body.intent !== 'AUTHORIZE') return [422, unprocessable('INVALID_INTENT')];
      if (invoices.has(unit.invoice_id)) return [422, unprocessable('DUPLICATE_INVOICE_ID')];
      invoices.add(unit.invoice_id);
      const order: Order = {
        id: id('ORDER-'),
        status: 'CREATED',
        amount: unit.amount,
        invoiceId: unit.invoice_id,
      };
      orders.set(order.id, order);
      const approve = {
        rel: 'approve',
        href: `https://www.sandbox.paypal.com/checkoutnow?token=${order.id}`,
      };
      return [201, { id: order.id, status: 'CREATED', links: [approve] }];
    }
    if ((m = /^\/v2\/checkout\/orders\/([^/]+)\/authorize$/.exec(path))) {
      const order = orders.get(decodeURIComponent(m[1]!));
      if (!order)
        return [404, { name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] }];
      if (order.status === 'COMPLETED') return [422, unprocessable('ORDER_ALREADY_AUTHORIZED')];
      if (order.status !== 'APPROVED') return [422, unprocessable('ORDER_NOT_APPROVED')];
      order.status = 'COMPLETED';
      const amount = tamper ? { ...order.amount, value: tamper } : order.amount;
      tamper = undefined;
      const authorization = newAuth(amount);
      return [
        201,
        {
          id: order.id,
          status: 'COMPLETED',
          purchase_units: [{ payments: { authorizations: [authorization] } }],
        },
      ];
    }
    if ((m = /^\/v2\/payments\/authorizations\/([^/]+)\/(capture|void|reauthorize)$/.exec(path))) {
      const auth = auths.get(decodeURIComponent(m[1]!));
      if (!auth)
        return [404, { name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] }];
      if (auth.status === 'CAPTURED') return [422, unprocessable('AUTHORIZATION_ALREADY_CAPTURED')];
      if (auth.status === 'VOIDED') return [422, unprocessable('AUTHORIZATION_VOIDED')];
      if (m[2] === 'capture') {
        const asked = (body.amount as Auth['amount'] | undefined) ?? auth.amount;
        if (Number(asked.value) > Number(auth.amount.value)) {
          return [422, unprocessable('MAX_CAPTURE_AMOUNT_EXCEEDED')];
        }
        auth.status = 'CAPTURED';
        auth.captured = asked;
        return [201, { id: id('CAPTURE-'), status: 'COMPLETED' }];
      }
      if (m[2] === 'void') {
        auth.status = 'VOIDED';
        return [204, undefined];
      }
      auth.status = 'VOIDED';
      return [201, newAuth((body.amount as Auth['amount']) ?? auth.amount)];
    }
    if (path === '/v1/notifications/verify-webhook-signature') {
      const genuine = body.transmission_sig === 'valid-signature' && body.webhook_id === 'WH-FAKE';
      return [200, { verification_status: genuine ? 'SUCCESS' : 'FAILURE' }];
    }
    return [404, { name: 'RESOURCE_NOT_FOUND' }];
  }

  const server = createServer((req, res) => {
    void (async () => {
      const text = await readBody(req);
      const path = req.url ?? '';
      if (path === '/v1/oauth2/token') {
        const ok =
          req.headers.authorization ===
          `Basic ${Buffer.from('fake-id:fake-secret').toString('base64')}`;
        if (!ok) return reply(res, 401, { error: 'invalid_client' });
        const token = id('A21-');
        tokens.add(token);
        return reply(res, 200, { access_token: token, token_type: 'Bearer', expires_in: 32400 });
      }
      if (!tokens.has((req.headers.authorization ?? '').replace('Bearer ', ''))) {
        return reply(res, 401, { name: 'AUTHENTICATION_FAILURE' });
      }
      const body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
      const requestId = req.headers['paypal-request-id'] as string | undefined;
      requests.push({ path, body, requestId });
      if (delay > 0) {
        const ms = delay;
        delay = 0;
        await new Promise((r) => setTimeout(r, ms));
      }
      if (failure) {
        const [status, issue] = failure;
        failure = undefined;
        return reply(
          res,
          status,
          status >= 500 ? { name: 'INTERNAL_SERVER_ERROR' } : unprocessable(issue),
        );
      }
      const key = requestId && `${path} ${requestId}`;
      const answer = (key && replays.get(key)) || route(path, body);
      if (key) replays.set(key, answer);
      reply(res, answer[0], answer[1]);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    webhookId: 'WH-FAKE',
    requests,
    approve: (orderId) => {
      const order = orders.get(orderId);
      if (order) order.status = 'APPROVED';
    },
    authorization: (authId) => auths.get(authId),
    failNext: (status, issue) => {
      failure = [status, issue];
    },
    delayNext: (ms) => {
      delay = ms;
    },
    tamperNextAuthorization: (value) => {
      tamper = value;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
