/** Spec section 9: a locale chunk that has not arrived within 120 seconds is given up on. */
export const LOCALE_TIMEOUT_MS = 120_000;

/** A language's texts (or a screen's code) that did not arrive: the connection, not the user. */
export class TextsUnavailable extends Error {
  constructor() {
    super('the texts did not arrive in time');
  }
}

/** The load, or TextsUnavailable once `ms` pass without it; the timer never outlives it. */
export function inTime<T>(load: Promise<T>, ms = LOCALE_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new TextsUnavailable()), ms);
  });
  return Promise.race([load, late]).finally(() => clearTimeout(timer));
}
