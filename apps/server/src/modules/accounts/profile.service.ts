import type { ClientInfo } from '@airwork/shared/accounts/account.schema';
import * as repo from './accounts.repository';
import type { AccountsDeps } from './account-deps';

export async function loadClientInfo(
  deps: AccountsDeps,
  userId: number,
): Promise<ClientInfo | undefined> {
  const u = await repo.findProfile(deps.db, userId);
  if (!u) return undefined;
  return {
    id: u.id,
    userNumbers: u.userNumbers,
    username: u.username,
    role_id: u.roleId,
    active: u.active,
    first_name: u.firstName,
    last_name: u.lastName,
    email: u.email,
    mobile: u.mobile ?? '',
    brief: u.brief,
    gender: u.gender,
    hideAtAds: u.hideAtAds,
    isNotify: u.isNotify,
    notifyEmail: u.notifyEmail,
  };
}
