import type { DbOrTx } from '../../db/client';
import { keepUploads } from '../uploads/uploads.access';
import * as repo from './members.repository';

/**
 * Writes the pilot's profile, in the caller's transaction, and keeps the documents it names
 * (their ID, their certificate): a replaced one is let go, and the sweep takes it in a week.
 */
export async function savePilotWithDocuments(
  tx: DbOrTx,
  userId: number,
  changes: repo.PilotProfileChanges,
): Promise<void> {
  await repo.savePilotProfile(tx, userId, changes);
  if (changes.idUploadId !== undefined) {
    await keepUploads(tx, { kind: 'pilot-id-document', id: userId }, [changes.idUploadId]);
  }
  if (changes.certificateUploadId !== undefined) {
    const owner = { kind: 'pilot-certificate', id: userId };
    await keepUploads(tx, owner, [changes.certificateUploadId]);
  }
}
