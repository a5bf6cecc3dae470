/**
 * What every lazy `import()` of the built app goes through (Vite's `__vitePreload`, replaced
 * by the `sliced-preload` plugin of vite.config.ts): before a screen's chunk is imported, the
 * files it needs are asked for at once with `<link rel="modulepreload">` (and its style sheets
 * with `<link rel="stylesheet">`), so they download side by side instead of one import after
 * another.
 *
 * Vite's own helper appends all of a screen's links in the task that asks for the screen —
 * about 60 for a signed-in screen, each costing the browser a request's start (~1.5 ms on a
 * slowed phone): one task of ~100 ms inside the app's start, the largest of the signed-in
 * screens' blocking time (issue 46). Here the links go out in slices of a few per task, so
 * the page can answer a tap between them; the downloads still all start within a few
 * milliseconds. Style sheets go first, and the chunk is imported once they have loaded (as
 * Vite does: a screen is not drawn before its rules apply).
 */

/** Links appended per task: about 12 ms of a slowed phone's main thread. */
export const LINKS_PER_TASK = 8;

interface Preloader {
  preload<T>(importChunk: () => Promise<T>, deps: readonly string[] | undefined): Promise<T>;
}

export interface PreloadDom {
  /** Absolute address of a dependency as the bundle names it (`assets/x-abc.js`). */
  resolve(dep: string): string;
  /** Addresses the page links already (index.html's own links), read once when first needed. */
  linked(): { all: Set<string>; styles: Set<string> };
  /** Appends a link; for a style sheet, settles when it has loaded or failed. */
  append(href: string, isCss: boolean): Promise<void> | undefined;
  /** Runs `task` after the current task (in a task of its own, unless the page is hidden). */
  later(task: () => void): void;
  /** Tells the page a file could not be loaded; false when the page chose to go on. */
  failed(error: unknown): boolean;
}

export function createPreloader(dom: PreloadDom): Preloader {
  // Every file asked for: a style sheet still loading maps to its load (awaited by every import
  // that needs it), anything else to undefined (asked; nothing to wait for).
  const asked = new Map<string, Promise<void> | undefined>();
  // Links waiting for their task: style sheets first (an import waits for them), each kind in
  // the order asked (a later sheet wins over an earlier one).
  const sheets: (() => void)[] = [];
  const scripts: (() => void)[] = [];
  let linked: { all: Set<string>; styles: Set<string> } | undefined;

  const drain = () => {
    const now = sheets.splice(0, LINKS_PER_TASK);
    now.push(...scripts.splice(0, LINKS_PER_TASK - now.length));
    for (const append of now) append();
    if (sheets.length + scripts.length > 0) dom.later(drain);
  };
  const enqueue = (append: () => void, isCss: boolean) => {
    const idle = sheets.length + scripts.length === 0;
    (isCss ? sheets : scripts).push(append);
    if (idle) dom.later(drain);
  };

  const ask = (href: string, isCss: boolean): Promise<void> | undefined => {
    if (asked.has(href)) return asked.get(href);
    linked ??= dom.linked();
    if ((isCss ? linked.styles : linked.all).has(href)) {
      asked.set(href, undefined);
      return undefined;
    }
    if (!isCss) {
      asked.set(href, undefined);
      enqueue(() => void dom.append(href, false), false);
      return undefined;
    }
    const loaded = new Promise<void>((resolve, reject) => {
      enqueue(() => void dom.append(href, true)?.then(resolve, reject), true);
    });
    // Once settled, a later import need not wait for it (nor see its failure again).
    const settled = loaded.finally(() => asked.set(href, undefined));
    asked.set(href, settled);
    return settled;
  };

  return {
    async preload(importChunk, deps = []) {
      const sheets = deps
        .map((dep) => {
          const href = dom.resolve(dep);
          return ask(href, href.endsWith('.css'));
        })
        .filter((p): p is Promise<void> => p !== undefined);
      const outcomes = await Promise.allSettled(sheets);
      for (const outcome of outcomes)
        if (outcome.status === 'rejected' && dom.failed(outcome.reason)) throw outcome.reason;
      try {
        return await importChunk();
      } catch (error) {
        if (dom.failed(error)) throw error;
        return undefined as never;
      }
    },
  };
}

function browserDom(base: string): PreloadDom {
  return {
    resolve: (dep) => new URL(base + dep, document.baseURI).href,
    linked() {
      const all = new Set<string>();
      const styles = new Set<string>();
      for (const link of Array.from(document.getElementsByTagName('link'))) {
        all.add(link.href);
        if (link.rel === 'stylesheet') styles.add(link.href);
      }
      return { all, styles };
    },
    append(href, isCss) {
      const link = document.createElement('link');
      link.rel = isCss ? 'stylesheet' : 'modulepreload';
      if (!isCss) link.as = 'script';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
      if (!isCss) return undefined;
      return new Promise((resolve, reject) => {
        link.addEventListener('load', () => resolve(), { once: true });
        link.addEventListener(
          'error',
          () => reject(new Error(`Unable to preload CSS for ${href}`)),
          {
            once: true,
          },
        );
      });
    },
    // A hidden tab has no reader to answer, and its timers wait up to a second each: there the
    // links all go out in the task that asks for them, as with Vite's helper.
    later: (task) => (document.hidden ? queueMicrotask(task) : setTimeout(task, 0)),
    // As Vite's helper: a `vite:preloadError` listener may take the failure over (and reload).
    failed(error) {
      const event = new Event('vite:preloadError', { cancelable: true }) as Event & {
        payload?: unknown;
      };
      event.payload = error;
      window.dispatchEvent(event);
      return !event.defaultPrevented;
    },
  };
}

let preloader: Preloader | undefined;

/** The name and arguments Vite's bundle calls: `__vitePreload(() => import('./x.js'), deps)`. */
export function __vitePreload<T>(importChunk: () => Promise<T>, deps?: string[]): Promise<T> {
  preloader ??= createPreloader(browserDom(import.meta.env.BASE_URL));
  return preloader.preload(importChunk, deps);
}
