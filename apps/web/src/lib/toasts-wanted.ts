// Whether the page needs its toasts' container (and its 15 KB of code) yet: not until a toast
// is raised or the reader is about to do something (app.tsx, components/notify.ts).

let wanted = false;
const listeners = new Set<() => void>();

export function wantToasts(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

export const toastsWanted = (): boolean => wanted;

export function subscribeToToastsWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
