import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  changePasswordCall,
  endSessionCall,
  loadClientInfoCall,
  loginCall,
  logoutCall,
  registerCall,
  resetPasswordCall,
  sessionsCall,
  setNewPasswordCall,
} from '@airwork/shared/accounts/account.calls';
import { deviceName } from '@airwork/shared/accounts/device-name';
import {
  addPasskeyCall,
  confirmTotpCall,
  enrollTotpCall,
  loginMfaCall,
  loginPasskeyCall,
  mfaStatusCall,
  passkeyChallengeCall,
  passkeyLoginOptionsCall,
  passkeyOptionsCall,
  removeFactorCall,
  stepUpCall,
} from '@airwork/shared/accounts/mfa.calls';
import { MfaCode } from '@airwork/shared/accounts/mfa-codes';
import {
  ChangePasswordResult,
  ClientInfoOutcome,
  ResetPasswordOutcome,
} from '@airwork/shared/accounts/account-outcomes';
import { MessageCode } from '@airwork/shared/errors';
import type { RateLimitConfig } from '../../config';
import { badRequest, tooManyRequests } from '../../lib/app-error';
import type { Limit } from '../../lib/attempt-counter';
import { requestLanguage } from '../../lib/request-language';
import type { ZodApp } from '../../lib/zod-app';
import { assertOwnUserIds } from '../../plugins/auth';
import { answer, refusal, route } from '../../plugins/route';
import { perUserLimit } from '../../plugins/per-user-limit';
import type { AccountsService } from './accounts.service';

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
  const perUser = (limit: Limit) => perUserLimit(app, limit);
  return { perIp, perAccount, resetPerIp, perUser };
}

function signInRoutes(app: ZodApp, accounts: AccountsService, guards: Guards): void {
  route(
    app,
    registerCall,
    async (input, { request }) => {
      const result = await accounts.register(input, {
        language: requestLanguage(request),
        ...signInPlace(request),
      });
      return result.ok ? result.result : refusal(result.message);
    },
    { ...guards.perIp, limits: [guards.perAccount((b) => b.username)] },
  );

  // Guessing is limited per account and per account and IP in the service (login-guard.ts).
  route(
    app,
    loginCall,
    async (input, { request }) => {
      const result = await accounts.login(input, signInPlace(request));
      if (result.kind === 'ok') return answer(result.result, result.result.message);
      if (result.kind === 'mfa') {
        const { challengeId, factorKinds, passkeyOptions } = result;
        const challenge = { challengeId, factorKinds, ...(passkeyOptions && { passkeyOptions }) };
        return answer({ mfaRequired: true as const, ...challenge }, MfaCode.required);
      }
      return refusal(result.message, result.active ? { active: result.active } : null);
    },
    guards.perIp,
  );

  route(app, logoutCall, async (_input, { caller }) => {
    await accounts.logout(caller.sessionId);
    return null;
  });
  route(
    app,
    loginMfaCall,
    (input, { request }) => accounts.loginMfa(input, signInPlace(request)),
    guards.perIp,
  );
  // A passkey's signature cannot be guessed; the per-IP limit keeps the challenges few.
  route(app, passkeyLoginOptionsCall, () => accounts.passkeyLoginOptions(), guards.perIp);
  route(
    app,
    loginPasskeyCall,
    (input, { request }) => accounts.loginPasskey(input, signInPlace(request)),
    guards.perIp,
  );
  route(app, sessionsCall, (_input, { caller }) => accounts.listSessions(caller));
  route(app, endSessionCall, (input, { caller }) => accounts.endSession(caller, input.id));
}

/** Where a sign-in comes from: its address and the device its User-Agent names. */
const signInPlace = (request: FastifyRequest) => ({
  ip: request.ip,
  device: deviceName(request.headers['user-agent']),
});

const CHANGE_PASSWORD_MESSAGE: Record<ChangePasswordResult, MessageCode> = {
  [ChangePasswordResult.changed]: MessageCode.passwordChanged,
  [ChangePasswordResult.wrongOldPassword]: MessageCode.oldPasswordError,
  [ChangePasswordResult.accountMissing]: MessageCode.accountNotExists,
};

function passwordRoutes(
  app: ZodApp,
  accounts: AccountsService,
  guards: Guards,
  limits: RateLimitConfig,
): void {
  // Mails per address are limited in the service, silently; requests per IP here.
  route(
    app,
    resetPasswordCall,
    async (input) => {
      const sent = await accounts.requestPasswordReset(input.email);
      return sent ? null : refusal(ResetPasswordOutcome.unknownEmail);
    },
    guards.resetPerIp,
  );

  route(
    app,
    setNewPasswordCall,
    async (input) => {
      const done = await accounts.setNewPassword(input.token, input.newPassword);
      if (!done) throw badRequest(MessageCode.resetLinkInvalid);
      return null;
    },
    guards.perIp,
  );

  route(
    app,
    changePasswordCall,
    async (input, { request }) => {
      const caller = assertOwnUserIds(request, input.userId);
      const result = await accounts.changePassword(caller, input);
      const message = CHANGE_PASSWORD_MESSAGE[result];
      return result === ChangePasswordResult.changed
        ? answer(result, message)
        : refusal(message, result);
    },
    { ...guards.perIp, limits: [guards.perUser(limits.changePasswordPerUser)] },
  );
}

function profileRoutes(app: ZodApp, accounts: AccountsService): void {
  route(app, loadClientInfoCall, async (input, { request }) => {
    assertOwnUserIds(request, input.userId);
    const info = await accounts.loadClientInfo(input.userId);
    return info ?? refusal(ClientInfoOutcome.accountMissing);
  });
}

function mfaRoutes(app: ZodApp, accounts: AccountsService): void {
  route(app, mfaStatusCall, (_input, { caller }) => accounts.mfaStatus(caller));
  route(app, enrollTotpCall, (_input, { caller }) => accounts.enrollTotp(caller));
  route(app, confirmTotpCall, (input, { caller }) => accounts.confirmTotp(caller, input.code));
  route(app, passkeyOptionsCall, (_input, { caller }) => accounts.passkeyOptions(caller));
  route(app, addPasskeyCall, (input, { caller, request }) =>
    accounts.addPasskey(caller, input.response, signInPlace(request).device),
  );
  route(app, passkeyChallengeCall, (_input, { caller }) => accounts.passkeyChallenge(caller));
  route(app, removeFactorCall, (input, { caller }) => accounts.removeFactor(caller, input.id));
  route(app, stepUpCall, (input, { caller }) => accounts.stepUp(caller, input));
}

export function accountsRoutes(accounts: AccountsService, limits: RateLimitConfig) {
  return async (plugin: FastifyInstance): Promise<void> => {
    const app = plugin.withTypeProvider<ZodTypeProvider>();
    const guards = rateLimits(app, limits);
    signInRoutes(app, accounts, guards);
    passwordRoutes(app, accounts, guards, limits);
    profileRoutes(app, accounts);
    mfaRoutes(app, accounts);
  };
}
