import type { FastifyInstance } from 'fastify';
import type { RegisterRequest } from '@airwork/shared/accounts/account.schema';

export interface ApiReply {
  status: number;
  body: { code?: number; success?: boolean; message: string; result: unknown };
  headers: Record<string, unknown>;
}

/** POSTs JSON as the web app does, optionally as a signed-in caller. */
export async function post(
  app: FastifyInstance,
  url: string,
  payload: unknown,
  token?: string,
): Promise<ApiReply> {
  const res = await app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.statusCode, body: res.json(), headers: res.headers };
}

let counter = 0;

/** A valid registration payload with unique username, e-mail and phone. */
export function newRegistration(overrides: Partial<RegisterRequest> = {}): RegisterRequest {
  counter += 1;
  const n = `${Date.now() % 1_000_000}${counter}`;
  return {
    username: `user${n}`,
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: `user${n}@example.com`,
    mobile: `+1416${n.padStart(7, '0').slice(-7)}`,
    encrypt_password: 'correct horse',
    role_id: 2,
    gender: 3,
    hideAtAds: 0,
    brief: '',
    ...overrides,
  };
}

export interface Registered {
  id: number;
  token: string;
  username: string;
  password: string;
  email: string;
  userNumbers: string;
}

export async function registerUser(
  app: FastifyInstance,
  overrides: Partial<RegisterRequest> = {},
): Promise<Registered> {
  const payload = newRegistration(overrides);
  const reply = await post(app, '/api/member/register', payload);
  if (!reply.body.success) throw new Error(`register failed: ${reply.body.message}`);
  const result = reply.body.result as { id: number; token: string; userNumbers: string };
  return {
    id: result.id,
    token: result.token,
    userNumbers: result.userNumbers,
    username: payload.username,
    password: payload.encrypt_password,
    email: payload.email,
  };
}
