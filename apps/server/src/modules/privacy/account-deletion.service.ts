import { MfaCode } from '@airwork/shared/accounts/mfa-codes';
import { PrivacyCode, type DeleteAccountRequest } from '@airwork/shared/accounts/privacy.calls';
import { badRequest, conflict } from '../../lib/app-error';
import type { SessionCaller } from '../../plugins/auth';
import type { PrivacyDeps } from './data-export.service';
import * as repo from './erasure.repository';
import { dropOwnUploads } from '../uploads/uploads.access';

// Your account to delete (issue 45): the person erased, what the law makes us keep kept and
// said so. Nothing is half-done: the papers are made first (with the names they were issued
// under), then the erasure is one transaction, then the files go.

/** `/api/member/deletionCheck`: the Airworks to finish or cancel first. */
export async function deletionCheck(deps: PrivacyDeps, caller: SessionCaller) {
  return { blocking: await repo.blockingAirworks(deps.db, caller.userId) };
}

/** `/api/member/deleteAccount`. */
export async function deleteAccount(
  deps: PrivacyDeps,
  caller: SessionCaller,
  given: DeleteAccountRequest,
) {
  const check = await deps.checkCredentials(caller, given);
  if (check === 'password') throw badRequest(PrivacyCode.passwordWrong);
  if (check === 'factor') {
    throw badRequest(given.passkeyResponse ? MfaCode.passkeyInvalid : MfaCode.codeInvalid);
  }
  const blocking = await repo.blockingAirworks(deps.db, caller.userId);
  if (blocking.length > 0) throw conflict(PrivacyCode.blocked, { blocking });
  // Receipts and payout statements are tax records: kept as issued, names included.
  const captured = await repo.capturedAirworks(deps.db, caller.userId);
  for (const id of captured) await deps.keepPapers(id);
  const messagesKept = await repo.messagesSentBy(deps.db, caller.userId);
  const files = await deps.db.transaction(async (tx) => {
    const late = await repo.blockingAirworks(tx, caller.userId);
    if (late.length > 0) throw conflict(PrivacyCode.blocked, { blocking: late });
    await repo.erase(tx, caller.userId, deps.now());
    return dropOwnUploads(tx, caller.userId);
  });
  for (const key of files) await deps.storage.remove(key);
  return { receiptsKept: captured.length, messagesKept };
}
