import { memoryAttempts, type AttemptsFactory } from '../../lib/attempt-counter';
import { bindUseCases } from '../../lib/use-cases';
import type { AccountsDeps } from './account-deps';
import { changePassword, requestPasswordReset, setNewPassword } from './passwords.service';
import { loadClientInfo } from './profile.service';
import { register } from './register.service';
import {
  endSession,
  listSessions,
  login,
  loginMfa,
  loginPasskey,
  logout,
  passkeyLoginOptions,
  sessionCaller,
} from './sessions.service';
import { passkeyChallenge, passkeyOptions } from './passkeys.service';
import {
  addPasskey,
  checkCredentials,
  confirmTotp,
  enrollTotp,
  mfaStatus,
  removeFactor,
  stepUp,
} from './mfa.service';

/** The accounts module's use cases, bound to its dependencies for the routes and the auth hook. */
export function createAccountsService(
  deps: Omit<AccountsDeps, 'now' | 'attempts' | 'mfaNow'> & {
    now?: () => Date;
    mfaNow?: () => Date;
    /** Where failures are counted: this process unless Redis is configured. */
    counters?: AttemptsFactory;
  },
) {
  const now = deps.now ?? (() => new Date());
  const l = deps.limits;
  const longest = Math.max(
    l.loginPerAccount.windowMs,
    l.loginPerAccountIp.windowMs,
    l.changePasswordFailures.windowMs,
  );
  const attempts = (deps.counters ?? memoryAttempts)('accounts', longest, () => now().getTime());
  return bindUseCases(
    { ...deps, now, attempts, mfaNow: deps.mfaNow ?? now },
    {
      register,
      login,
      logout,
      sessionCaller,
      listSessions,
      endSession,
      loginMfa,
      passkeyLoginOptions,
      loginPasskey,
      mfaStatus,
      enrollTotp,
      confirmTotp,
      passkeyOptions,
      addPasskey,
      passkeyChallenge,
      removeFactor,
      stepUp,
      checkCredentials,
      changePassword,
      requestPasswordReset,
      setNewPassword,
      loadClientInfo,
    },
  );
}

export type AccountsService = ReturnType<typeof createAccountsService>;
