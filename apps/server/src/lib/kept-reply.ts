// A result a service keeps and hands out again, unchanged, to many requests (the public
// search's kept pages): frozen all the way down, so that nothing can change it once handed out,
// and marked, so that the reply serializer checks and writes it once and reuses its text
// (reply-serializer.ts) instead of writing the same twenty Airworks a thousand times a second.

const kept = new WeakSet<object>();

function freezeDeep(value: unknown): void {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return;
  Object.freeze(value);
  for (const inner of Object.values(value)) freezeDeep(inner);
}

/** `value`, frozen deeply and marked as kept: the same object answered again is written once. */
export function keptReply<T extends object>(value: T): Readonly<T> {
  freezeDeep(value);
  kept.add(value);
  return value;
}

/** Whether `value` was made by `keptReply`. */
export const isKeptReply = (value: unknown): value is object =>
  typeof value === 'object' && value !== null && kept.has(value);

// The texts of kept replies as written (reply-serializer.ts), with their compressed forms once
// made (reply-compression.ts): a browser asks for brotli, and compressing the same page for
// each of a thousand askers a second cost more than everything else its answer did. Keyed by
// the text itself: a page read again when its second ran out, unchanged, finds its compressed
// forms still here. Bounded; the oldest go first.

type Encoding = 'br' | 'gzip';
const MAX_TEXTS = 256;
const texts = new Map<string, Partial<Record<Encoding, Buffer>>>();

/** Notes `text` as the written form of a kept reply. */
export function noteKeptText(text: string): void {
  if (texts.has(text)) return;
  if (texts.size >= MAX_TEXTS) texts.delete(texts.keys().next().value!);
  texts.set(text, {});
}

/** The kept text's compressed forms (filled in as they are made), or undefined: not kept. */
export const compressedForms = (text: string): Partial<Record<Encoding, Buffer>> | undefined =>
  texts.get(text);
