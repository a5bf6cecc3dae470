import { fileTypeFromBuffer } from 'file-type';

export interface FileKind {
  /** The MIME type the content really has, e.g. `image/png`. */
  mime: string;
  /** Its usual extension, without the dot. */
  ext: string;
}

/**
 * What a file really is, from its content (the `file-type` package's signatures), never from
 * the name or type the browser sent. Undefined when it is none of the accepted MIME types.
 */
export async function recogniseFile(
  data: Uint8Array,
  accepted: readonly string[],
): Promise<FileKind | undefined> {
  const kind = await fileTypeFromBuffer(data);
  if (!kind || !accepted.includes(kind.mime)) return undefined;
  return { mime: kind.mime, ext: kind.ext };
}
