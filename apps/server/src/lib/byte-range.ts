/** Byte offsets, both inclusive, within a file. */
export interface ByteRange {
  start: number;
  end: number;
}

/**
 * The one byte range an HTTP `Range` header asks of a file of `size` bytes (RFC 9110 §14.1.2):
 * `bytes=a-b`, `bytes=a-` or the suffix `bytes=-n`. `undefined` when there is no usable header
 * (the whole file is sent), `'unsatisfiable'` when the range lies outside the file (416).
 * Several ranges in one header are answered with the whole file, as the RFC allows.
 */
export function byteRangeOf(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | undefined {
  const match = header?.trim().match(/^bytes=(\d*)-(\d*)$/);
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  const [, from, to] = match;
  if (from === '') {
    const suffix = Number(to);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === '' ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
}
