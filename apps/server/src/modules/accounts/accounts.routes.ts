import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  changePasswordRequestSchema,
  clientInfoSchema,
  loginRequestSchema,
  loginResultSchema,
  refusedLoginResultSchema,
  registerRequestSchema,
  resetPasswordRequestSchema,
  setNewPasswordRequestSchema,
  userIdRequestSchema,
} from '@airwork/shared/accounts/account.schema';
import {
  ChangePasswordResult,
  ClientInfoOutcome,
  ResetPasswordOutcome,
} from '@airwork/shared/accounts/account-outcomes';
import { envelopeSchema, successEnvelopeSchema } from '@airwork/shared/api/envelope';
import { MessageCode } from '@airwork/shared/errors';
import type { RateLimitConfig } from '../../config';
import { badRequest, tooManyRequests } from '../../lib/app-error';
import type { Limit } from '../../lib/attempt-counter';
import { ok, outcome, refused, succeeded } from '../../lib/envelope';
import { requestLanguage } from '../../lib/request-language';
import type { ZodApp } from '../../lib/zod-app';
import { assertOwnUserIds, callerOf, requireSession } from '../../plugins/auth';
import type { AccountsService } from './accounts.service';

const tags = ['member'];
const security = [{ bearer: [] }];

type Guards = ReturnType<typeof rateLimits>;

function rateLimits(app: ZodApp, limits: RateLimitConfig) {
  const perIp = { rateLimit: { max: limits.perIp, timeWindow: limits.windowMs } };
  // Keyed on the account being tried, so spreading guesses over many IPs does not help.
  // A second limiter beside the per-IP one, hence createRateLimit rather than rateLimit.
  const perAccount = (field: (body: Record<string, unknown>) => unknown) => {
    const check = app.createRateLimit({
      max: limits.perUsername,
      timeWindow: limits.windowMs,
      keyGenerator: (req) =>
        `${req.routeOptions.url}:${String(field(req.body as Record<string, unknown>)).toLowerCase()}`,
    });
    return async (request: FastifyRequest): Promise<void> => {
      const verdict = await check(request);
      if (!verdict.isAllowed && verdict.isExceeded) throw tooManyRequests();
    };
  };
  const resetPerIp = {
    rateLimit: { max: limits.resetPerIp.max, timeWindow: limits.resetPerIp.windowMs },
  };
  /** Calls by one signed-in user (behind requireSession), whatever the IP. */
  const perUser = (limit: Limit) => {
    const check = app.createRateLimit({
      max: limit.max,
      timeWindow: limit.windowMs,
      keyGenerator: (req) => `${req.routeOptions.url}:user:${String(req.caller?.userId)}`,
    });
    return async (request: FastifyRequest): Promise<void> => {
      const verdict = await check(request);
      if (!verdict.isAllowed && verdict.isExceeded) throw tooManyRequests();
    };
  };
  return { perIp, perAccount, resetPerIp, perUser };
}

function signInRoutes(app: ZodApp, accounts: AccountsService, guards: Guards): void {
  app.post(
    '/api/member/register',
    {
      // Every register reply carries `success`, failures included (spec section 7).
      config: { ...guards.perIp, errorContract: 'success' },
      preHandler: guards.perAccount((b) => b.username),
      schema: {
        tags,
        summary: 'Create a pilot (role 1) or client (role 2) account and sign it in',
        body: registerRequestSchema,
        response: { 200: successEnvelopeSchema(loginResultSchema.nullable()) },
      },
    },
    async (request) => {
      const result = await accounts.register(request.body, {
        language: requestLanguage(request),
        ip: request.ip,
      });
      return result.ok
        ? succeeded(result.result, MessageCode.registerSuccess)
        : refused(result.message);
    },
  );

  app.post(
    '/api/member/login',
    {
      // Guessing is limited per account and per account and IP in the service (login-guard.ts).
      config: guards.perIp,
      schema: {
        tags,
        summary: 'Sign in; message -1 unknown account, -2 wrong password, active 3/4 refused',
        body: loginRequestSchema,
        response: {
          200: envelopeSchema(z.union([loginResultSchema, refusedLoginResultSchema]).nullable()),
        },
      },
    },
    async (request) => {
      const result = await accounts.login(request.body, request.ip);
      if (result.kind === 'ok') return ok(result.result, result.result.message);
      return outcome(result.message, result.active ? { active: result.active } : null);
    },
  );

  app.post(
    '/api/member/logout',
    {
      preHandler: requireSession,
      schema: {
        tags,
        security,
        summary: 'Revoke the current session',
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      await accounts.logout(callerOf(request).sessionId);
      return ok(null);
    },
  );
}

const CHANGE_PASSWORD_MESSAGE: Record<ChangePasswordResult, MessageCode> = {
  [ChangePasswordResult.changed]: MessageCode.passwordChanged,
  [ChangePasswordResult.wrongOldPassword]: MessageCode.oldPasswordError,
  [ChangePasswordResult.accountMissing]: MessageCode.accountNotExists,
};

function passwordRoutes(app: ZodApp, accounts: AccountsService, guards: Guards): void {
  app.post(
    '/api/member/resetPassword',
    {
      // Mails per address are limited in the service, silently; requests per IP here.
      config: guards.resetPerIp,
      schema: {
        tags,
        summary: 'E-mail a single-use reset link valid 30 minutes; message -1 unknown e-mail',
        body: resetPasswordRequestSchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      const sent = await accounts.requestPasswordReset(request.body.email);
      return sent
        ? ok(null, MessageCode.resetEmailSent)
        : outcome(ResetPasswordOutcome.unknownEmail);
    },
  );

  app.post(
    '/api/member/setNewPassword',
    {
      config: guards.perIp,
      schema: {
        tags,
        summary: 'Finish a reset with the token from the e-mailed link',
        body: setNewPasswordRequestSchema,
        response: { 200: envelopeSchema(z.null()) },
      },
    },
    async (request) => {
      const done = await accounts.setNewPassword(request.body.token, request.body.newPassword);
      if (!done) throw badRequest(MessageCode.resetLinkInvalid);
      return ok(null, MessageCode.passwordReset);
    },
  );
}

function changePasswordRoute(
  app: ZodApp,
  accounts: AccountsService,
  guards: Guards,
  limits: RateLimitConfig,
): void {
  app.post(
    '/api/member/changePassword',
    {
      config: guards.perIp,
      preHandler: [requireSession, guards.perUser(limits.changePasswordPerUser)],
      schema: {
        tags,
        security,
        summary: "Change the caller's password; result -1 account missing, -2 old password wrong",
        body: changePasswordRequestSchema,
        response: { 200: envelopeSchema(z.number().int()) },
      },
    },
    async (request) => {
      const caller = assertOwnUserIds(request, request.body.userId);
      const result = await accounts.changePassword(caller, request.body);
      return ok(result, CHANGE_PASSWORD_MESSAGE[result]);
    },
  );
}

function profileRoutes(app: ZodApp, accounts: AccountsService): void {
  app.post(
    '/api/member/loadClientInfo',
    {
      preHandler: requireSession,
      schema: {
        tags,
        security,
        summary: "The caller's own account profile",
        body: userIdRequestSchema,
        response: { 200: envelopeSchema(clientInfoSchema.nullable()) },
      },
    },
    async (request) => {
      assertOwnUserIds(request, request.body.userId);
      const info = await accounts.loadClientInfo(request.body.userId);
      return info ? ok(info) : outcome(ClientInfoOutcome.accountMissing);
    },
  );
}

export function accountsRoutes(accounts: AccountsService, limits: RateLimitConfig) {
  return async (plugin: FastifyInstance): Promise<void> => {
    const app = plugin.withTypeProvider<ZodTypeProvider>();
    const guards = rateLimits(app, limits);
    signInRoutes(app, accounts, guards);
    passwordRoutes(app, accounts, guards);
    changePasswordRoute(app, accounts, guards, limits);
    profileRoutes(app, accounts);
  };
}
