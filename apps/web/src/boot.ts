// The page's entry: the first screen's style sheets (render-blocking, so the header's frame in
// index.html paints styled), then the app — started only once the browser has painted that
// frame. A slow phone's browser evaluates 110 KB of React and the router in about a second;
// started at once, that ran before the first paint and the reader looked at a blank page
// (issue 22). The app's files download meanwhile: index.html preloads them (vite.config.ts).
import './app/first-styles';
import './app/global.css';

// zod (loaded later, with the screens that check answers) probes `new Function` on its first
// object check to see whether it may compile faster checks; this page's CSP forbids eval, so
// the probe failed and the browser reported a CSP violation on every signed-in screen. zod reads
// its settings from this global when it loads (what `z.config({ jitless: true })` writes), and
// under `jitless` it does not probe. Set here so that Home's first load does not carry zod.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = {
  jitless: true,
};

let started = false;
const start = () => {
  if (started) return;
  started = true;
  void import('./main');
};
// After the next frame is painted (rAF runs just before a paint; its timeout, just after it)
// — or soon in any case: a tab opened in the background paints no frames.
requestAnimationFrame(() => setTimeout(start, 0));
setTimeout(start, 100);
