import { Readable } from 'node:stream';
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

/** At most this much of a file is read to recognise it (file-type's own need). */
const HEAD_BYTES = 4100;

/**
 * Recognises a stream's type from its first bytes without holding the rest: answers the kind
 * (undefined when not accepted) and a stream that replays the head, then the remainder.
 */
export async function recogniseStream(
  source: AsyncIterable<Buffer> & NodeJS.ReadableStream,
  accepted: readonly string[],
): Promise<{ kind: FileKind | undefined; stream: Readable }> {
  const iterator = source[Symbol.asyncIterator]();
  const chunks: Buffer[] = [];
  let length = 0;
  let done = false;
  while (length < HEAD_BYTES) {
    const next = await iterator.next();
    if (next.done) {
      done = true;
      break;
    }
    chunks.push(next.value);
    length += next.value.length;
  }
  const head = Buffer.concat(chunks);
  const kind = await recogniseFile(head, accepted);
  async function* replay() {
    yield head;
    if (done) return;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) {
      yield next.value;
    }
  }
  return { kind, stream: Readable.from(replay()) };
}
