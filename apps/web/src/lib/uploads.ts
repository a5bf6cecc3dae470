import { requestForm, type ApiReply } from './api-client';

export interface StoredFile {
  id: string;
  url: string;
  name: string;
  size: number;
  type: string;
}

/** What may be sent, per kind (the server's limits, docs/api.md). */
export const UPLOAD_LIMITS = {
  attachment: { maxBytes: 100 * 1024 * 1024 },
  document: { maxBytes: 10 * 1024 * 1024 },
} as const;

export type UploadOutcome = { ok: true; file: StoredFile } | { ok: false; message: string };

/**
 * Sends one file through /api/utilities/upload, reporting progress 0–1. A document (a pilot's
 * ID or certificate) is private: its `url` is a link that works for a few minutes.
 */
export async function uploadFile(
  file: File,
  kind: keyof typeof UPLOAD_LIMITS,
  onProgress: (fraction: number) => void,
): Promise<UploadOutcome> {
  if (file.size > UPLOAD_LIMITS[kind].maxBytes) return { ok: false, message: 'upload.too_large' };
  const form = new FormData();
  form.append('file', file, file.name);
  const { data } = await requestForm<ApiReply<StoredFile>>(
    `/api/utilities/upload?kind=${kind}`,
    form,
    onProgress,
  );
  return data.code === 200 ? { ok: true, file: data.result } : { ok: false, message: data.message };
}
