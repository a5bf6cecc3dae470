import type { DbOrTx } from '../../db/client';
import { deleteOwnFiles, keepOnly, type UploadOwner } from './upload-claims.repository';

// The uploads module's face to the modules that keep files (issue 47): whatever keeps an upload
// claims it in the transaction that starts keeping it, and lets it go in the one that stops;
// the sweep removes what nobody claims. A new kind of owner is a new `kind`, nothing else.

export type { UploadOwner };

/**
 * `owner` keeps exactly these uploads from now on (nulls ignored): new ones claimed, ones it no
 * longer names let go. Call it in the transaction that writes the owner's reference.
 */
export async function keepUploads(
  tx: DbOrTx,
  owner: UploadOwner,
  uploadIds: readonly (string | null | undefined)[],
): Promise<void> {
  await keepOnly(tx, owner, present(uploadIds), false);
}

/**
 * The same for files that become the other side's too (sent in a conversation, a dispute's
 * evidence): they stay when the one who uploaded them erases their account.
 */
export async function shareUploads(
  tx: DbOrTx,
  owner: UploadOwner,
  uploadIds: readonly (string | null | undefined)[],
): Promise<void> {
  await keepOnly(tx, owner, present(uploadIds), true);
}

/**
 * An erased account's uploads go, in the erasure's transaction, but the ones the other side
 * keeps (shared: sent in a conversation, a dispute's evidence); answers the storage keys of the
 * files to remove once committed.
 */
export async function dropOwnUploads(tx: DbOrTx, userId: number): Promise<string[]> {
  return deleteOwnFiles(tx, userId);
}

const present = (ids: readonly (string | null | undefined)[]) =>
  [...new Set(ids)].filter((id): id is string => typeof id === 'string' && id !== '');
