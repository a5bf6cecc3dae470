import {
  storedFileSchema,
  uploadTransfer,
  type StoredFile,
} from '@airwork/shared/uploads/upload.transfers';
import { MessageCode } from '@airwork/shared/errors';
import { UploadOutcome } from '@airwork/shared/uploads/upload.transfers';
import { MESSAGE_FILE_MAX_BYTES } from '@airwork/shared/messages/message.schema';
import { envelopeOf, requestForm } from './api-client';

export type { StoredFile };

/** What may be sent, per kind (the server's limits, docs/api.md). */
export const UPLOAD_LIMITS = {
  attachment: { maxBytes: 100 * 1024 * 1024 },
  document: { maxBytes: 10 * 1024 * 1024 },
  message: { maxBytes: MESSAGE_FILE_MAX_BYTES },
  evidence: { maxBytes: MESSAGE_FILE_MAX_BYTES },
  avatar: { maxBytes: 15 * 1024 * 1024 },
  portfolio: { maxBytes: 15 * 1024 * 1024 },
} as const;

export type UploadOutcome = { ok: true; file: StoredFile } | { ok: false; message: string };

/**
 * Sends one file through the upload transfer, reporting progress 0–1. An attachment is a
 * listing's photo, video or PDF; a document (a pilot's ID or certificate) is private: its
 * `url` is a link that works for a few minutes.
 */
export async function uploadFile(
  file: File,
  kind: keyof typeof UPLOAD_LIMITS,
  onProgress: (fraction: number) => void,
): Promise<UploadOutcome> {
  if (file.size > UPLOAD_LIMITS[kind].maxBytes)
    return { ok: false, message: UploadOutcome.tooLarge.message };
  const form = new FormData();
  form.append('file', file, file.name);
  const { status, data: body } = await requestForm(
    `${uploadTransfer.path}?kind=${kind}`,
    form,
    onProgress,
  );
  const data = envelopeOf(body);
  const message = data.message ?? MessageCode.unknownError;
  if (status !== 200) return { ok: false, message };
  const stored = storedFileSchema.safeParse(data.result);
  return stored.success
    ? { ok: true, file: stored.data }
    : { ok: false, message: MessageCode.unknownError };
}
