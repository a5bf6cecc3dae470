const INTENT_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;

/**
 * Runs `then` once, when the reader first points at, touches or tabs to a link or a button —
 * about to do something — so that code and texts Home does not need load then, not with it.
 */
export function onFirstIntent(then: () => void): void {
  const onIntent = (event: Event) => {
    if (!(event.target instanceof Element) || !event.target.closest('a, button')) return;
    for (const name of INTENT_EVENTS) document.removeEventListener(name, onIntent);
    then();
  };
  for (const name of INTENT_EVENTS) document.addEventListener(name, onIntent, { passive: true });
}
