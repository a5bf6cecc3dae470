import { requestForm, type ApiReply } from '../../../lib/api-client';

export interface StoredFile {
  id: string;
  url: string;
  name: string;
  size: number;
  type: string;
}

/** The server's cap on one attachment (docs/operations.md). */
export const MAX_ATTACHMENT_BYTES = 100 * 1024 * 1024;

export type UploadOutcome = { ok: true; file: StoredFile } | { ok: false; message: string };

/** Sends one attachment through /api/utilities/upload, reporting progress 0–1. */
export async function uploadAttachment(
  file: File,
  onProgress: (fraction: number) => void,
): Promise<UploadOutcome> {
  if (file.size > MAX_ATTACHMENT_BYTES) return { ok: false, message: 'upload.too_large' };
  const form = new FormData();
  form.append('file', file, file.name);
  const { data } = await requestForm<ApiReply<StoredFile>>(
    '/api/utilities/upload',
    form,
    onProgress,
  );
  return data.code === 200 ? { ok: true, file: data.result } : { ok: false, message: data.message };
}
