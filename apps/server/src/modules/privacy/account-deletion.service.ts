import { MfaCode } from '@airwork/shared/accounts/mfa-codes';
import { PrivacyCode, type DeleteAccountRequest } from '@airwork/shared/accounts/privacy.calls';
import { badRequest, conflict } from '../../lib/app-error';
import type { SessionCaller } from '../../plugins/auth';
import type { DbOrTx } from '../../db/client';
import type { Person } from '../../server-module';
import { addressesOf } from '../accounts/accounts.access';
import { unfinishedAirworksOf } from '../airworks/airworks.access';
import { messagesSentBy } from '../messages/messages.access';
import { capturedAirworksOf } from '../payments/payments.access';
import type { PrivacyDeps } from './data-export.service';

// Your account to delete (issue 45): the person erased, what the law makes us keep kept and
// said so. Nothing is half-done: the papers are made first (with the names they were issued
// under), then the erasure is one transaction — every module erases what it holds about them
// (server-module.ts `personalData`) — then the files go.

/** `/api/member/deletionCheck`: the Airworks to finish or cancel first. */
export async function deletionCheck(deps: PrivacyDeps, caller: SessionCaller) {
  return { blocking: await unfinishedAirworksOf(deps.db, caller.userId) };
}

/**
 * Every module's erasure, highest layer first (what points at a row goes before it); answers
 * the storage keys of the files to remove once the transaction commits.
 */
async function eraseEverywhere(deps: PrivacyDeps, tx: DbOrTx, person: Person) {
  const files: string[] = [];
  const at = deps.now();
  for (const { data } of [...deps.holders].reverse()) {
    const keys = await data.erase?.(tx, person, at);
    if (keys) files.push(...keys);
  }
  return files;
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
  const blocking = await unfinishedAirworksOf(deps.db, caller.userId);
  if (blocking.length > 0) throw conflict(PrivacyCode.blocked, { blocking });
  // Receipts and payout statements are tax records: kept as issued, names included.
  const captured = await capturedAirworksOf(deps.db, caller.userId);
  for (const id of captured) await deps.keepPapers(id);
  const messagesKept = await messagesSentBy(deps.db, caller.userId);
  const files = await deps.db.transaction(async (tx) => {
    const late = await unfinishedAirworksOf(tx, caller.userId);
    if (late.length > 0) throw conflict(PrivacyCode.blocked, { blocking: late });
    // The addresses first: the mail module drops what waits for them, after the account's
    // own erasure has replaced them.
    const person = { userId: caller.userId, addresses: await addressesOf(tx, caller.userId) };
    return eraseEverywhere(deps, tx, person);
  });
  for (const key of files) await deps.storage.remove(key);
  return { receiptsKept: captured.length, messagesKept };
}
