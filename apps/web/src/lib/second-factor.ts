// What the server's second-factor answers ask of the screens (issue 45): a step-up (a code
// given again before what moves money or reveals documents) opens a prompt over the screen;
// an admin who must enrol one first is sent to the security page.

type Listener = () => void;

let asked = false;
const listeners = new Set<Listener>();
const tell = () => listeners.forEach((l) => l());

/** A call answered 401 `mfa.step_up_required`: ask for a code (the session is not over). */
export function askStepUp(): void {
  asked = true;
  tell();
}

export function closeStepUp(): void {
  asked = false;
  tell();
}

export const stepUpAsked = (): boolean => asked;

export function subscribeToStepUp(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** A call answered 403 `mfa.enrol_required`: the one page such a session may use. */
export function sendToEnrolment(): void {
  if (!window.location.hash.startsWith('#/security')) window.location.hash = '#/security';
}
