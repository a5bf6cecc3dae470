import { formatCad, formatDate, formatDateTime } from './format';

/**
 * Makes the formatters nearly every signed-in screen uses while the browser is idle waiting
 * for the screen's data, one per idle moment (the signed-in frame asks for it as it mounts;
 * Home's first load does not carry it). A browser's first `Intl.DateTimeFormat` loads its
 * locale's data (about 100 ms of Lighthouse's 4×-slowed phone): made during the first list's
 * render, it lengthened that one long task; made here, it is a short task of its own.
 */
export function warmFormatters(language: string) {
  const now = new Date().toISOString();
  const makers = [
    () => formatDateTime(now, language),
    () => formatDate(now, language),
    () => formatCad(0, language),
  ];
  const idle =
    typeof requestIdleCallback === 'function'
      ? (run: () => void) => requestIdleCallback(run, { timeout: 2000 })
      : (run: () => void) => setTimeout(run, 50);
  const next = () => {
    const make = makers.shift();
    if (!make) return;
    make();
    idle(next);
  };
  idle(next);
}
