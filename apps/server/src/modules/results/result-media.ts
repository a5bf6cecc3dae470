import type { Readable } from 'node:stream';
import exifr from 'exifr';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';

// What the server learns of a result file from its first bytes (its real type, where a photo
// was taken) and the small previews it makes of pictures, so a review never loads a 30 MB photo
// to show a tile.

/** How much of the start of a file is kept while it is joined: its type and its EXIF live there. */
export const HEAD_BYTES = 512 * 1024;

/** Shown in the page (inline); anything else downloads, so no upload runs as a page of ours. */
const INLINE_TYPES = new Set([
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
  'video/mp4',
  'video/webm',
  'video/quicktime',
]);

/** Pictures the server previews (sharp's decoders). */
const PREVIEWED = new Set([
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
  'image/tiff',
]);

const DECLARED = /^[a-z]+\/[a-z0-9.+-]+$/i;
/** Declared types never believed without the bytes agreeing: they could run as a page. */
const ACTIVE = /(html|xml|svg|javascript|ecmascript)/i;

export const isInline = (contentType: string) => INLINE_TYPES.has(contentType);
export const isPreviewed = (contentType: string) => PREVIEWED.has(contentType);

/** The type the bytes show, else the browser's word when harmless, else a plain download. */
export async function contentTypeOf(head: Buffer, declared: string | undefined): Promise<string> {
  const sniffed = await fileTypeFromBuffer(head).catch(() => undefined);
  if (sniffed) return sniffed.mime;
  if (declared && DECLARED.test(declared) && !ACTIVE.test(declared)) return declared.toLowerCase();
  return 'application/octet-stream';
}

/** Where a geotagged photo was taken, from its EXIF GPS; nulls when it does not say. */
export async function photoPosition(
  head: Buffer,
  contentType: string,
): Promise<{ latitude: number | null; longitude: number | null }> {
  const none = { latitude: null, longitude: null };
  if (!contentType.startsWith('image/')) return none;
  try {
    const gps = await exifr.gps(head);
    const { latitude, longitude } = gps ?? {};
    const valid =
      Number.isFinite(latitude) &&
      Number.isFinite(longitude) &&
      Math.abs(latitude) <= 90 &&
      Math.abs(longitude) <= 180;
    return valid ? { latitude, longitude } : none;
  } catch {
    return none;
  }
}

/** The longest side of a preview, in pixels: two columns of a phone screen at 2× density. */
const PREVIEW_PX = 480;

/** A small WebP of a picture, turned upright as the camera held it; undefined if unreadable. */
export async function makePreview(source: Readable): Promise<Buffer | undefined> {
  const resize = sharp({ failOn: 'none' })
    .rotate()
    .resize(PREVIEW_PX, PREVIEW_PX, { fit: 'inside', withoutEnlargement: true })
    .webp({ quality: 72 });
  source.on('error', (err) => resize.destroy(err));
  try {
    return await source.pipe(resize).toBuffer();
  } catch {
    return undefined;
  }
}
