import { requestForm } from '../../../lib/api-client';

export type UploadPhotoReply = { ok: true; url: string } | { ok: false; errors: string[] };

/** Sends one photo of the caller's own ad; resolves with its URL or the board's errors. */
export async function uploadClassifiedPhoto(
  classifiedId: string,
  file: File,
  onProgress?: (fraction: number) => void,
): Promise<UploadPhotoReply> {
  const form = new FormData();
  form.append('photo', file, file.name);
  const { status, data } = await requestForm<{ url?: string; errors?: string[] }>(
    `/classifieds/${encodeURIComponent(classifiedId)}/photos`,
    form,
    onProgress,
  );
  if (status === 201 && data.url) return { ok: true, url: data.url };
  return { ok: false, errors: data.errors ?? [`HTTP ${status}`] };
}
