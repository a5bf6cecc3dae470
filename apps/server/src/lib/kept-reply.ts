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
