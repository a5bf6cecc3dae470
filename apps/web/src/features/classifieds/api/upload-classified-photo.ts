import { z } from 'zod';
import { requestForm } from '../../../lib/api-client';
import { boardErrorsSchema } from './search-classifieds';

export type UploadPhotoReply = { ok: true; url: string } | { ok: false; errors: string[] };

/** Sends one photo of the caller's own ad; resolves with its URL or the board's errors. */
export async function uploadClassifiedPhoto(
  classifiedId: string,
  file: File,
  onProgress?: (fraction: number) => void,
): Promise<UploadPhotoReply> {
  const form = new FormData();
  form.append('photo', file, file.name);
  const { status, data } = await requestForm(
    `/classifieds/${encodeURIComponent(classifiedId)}/photos`,
    form,
    onProgress,
  );
  const stored = z.object({ url: z.string() }).safeParse(data);
  if (status === 201 && stored.success) return { ok: true, url: stored.data.url };
  const refused = boardErrorsSchema.safeParse(data);
  return { ok: false, errors: refused.success ? refused.data.errors : [`HTTP ${status}`] };
}
