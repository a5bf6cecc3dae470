import { currentToken } from '../../../lib/session';

/** Sends one photo of the caller's own ad; resolves with its URL or the board's errors. */
export async function uploadClassifiedPhoto(
  classifiedId: string,
  file: File,
): Promise<{ ok: true; url: string } | { ok: false; errors: string[] }> {
  const form = new FormData();
  form.append('photo', file, file.name);
  const token = currentToken();
  const response = await fetch(`/classifieds/${encodeURIComponent(classifiedId)}/photos`, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
    signal: AbortSignal.timeout(60_000),
  });
  const data = (await response.json().catch(() => ({}))) as { url?: string; errors?: string[] };
  if (response.status === 201 && data.url) return { ok: true, url: data.url };
  return { ok: false, errors: data.errors ?? [`HTTP ${response.status}`] };
}
