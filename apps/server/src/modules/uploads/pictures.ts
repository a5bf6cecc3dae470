import sharp from 'sharp';
import type { PictureSizes } from './upload-kinds';

// Profile photos and portfolio pictures are public, so what the camera wrote into them must
// not be: they are decoded and made anew (sharp writes no metadata unless asked), which leaves
// the EXIF place, the camera's serial and the rest behind, after turning the picture upright
// as the camera held it. Each is stored at the sizes the screens use, as WebP.

/** Pictures larger than this many pixels are refused before decoding (a decompression bomb). */
const MAX_INPUT_PIXELS = 80_000_000;

export interface MadePicture {
  data: Buffer;
  width: number;
  height: number;
}

async function resized(
  input: Buffer,
  box: { px: number; square: boolean },
  quality: number,
): Promise<MadePicture> {
  const { data, info } = await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize(box.px, box.px, {
      fit: box.square ? 'cover' : 'inside',
      position: 'attention',
      withoutEnlargement: !box.square,
    })
    .webp({ quality })
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/**
 * The picture and its small copy, both WebP without metadata; undefined when the bytes do not
 * decode as a picture (a file that only starts like one).
 */
export async function makePictures(
  input: Buffer,
  sizes: PictureSizes,
): Promise<{ main: MadePicture; thumb: MadePicture } | undefined> {
  try {
    return {
      main: await resized(input, sizes.main, 82),
      thumb: await resized(input, sizes.thumb, 72),
    };
  } catch {
    return undefined;
  }
}
