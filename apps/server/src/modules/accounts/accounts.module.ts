import type { ServerModule } from '../../server-module';
import { accountCalls } from '@airwork/shared/accounts/account.calls';
import { mfaCalls } from '@airwork/shared/accounts/mfa.calls';
import { accountsRoutes } from './accounts.routes';
import { accountsPersonalData } from './personal-data.repository';

/** The accounts module as it declares itself (server-module.ts). */
export const accountsModule: ServerModule = {
  name: 'accounts',
  routes: (s, { limits }) => [accountsRoutes(s.accounts, limits)],
  calls: [...accountCalls, ...mfaCalls],
  tables: [
    'users',
    'sessions',
    'password_resets',
    'mfa_factors',
    'mfa_challenges',
    'passkey_challenges',
    'recovery_codes',
  ],
  personalData: accountsPersonalData,
};
