// The page's entry: the first screen's style sheets (render-blocking, so the header's frame in
// index.html paints styled), then the app — started only once the browser has painted that
// frame. A slow phone's browser evaluates 110 KB of React and the router in about a second;
// started at once, that ran before the first paint and the reader looked at a blank page
// (issue 22). The app's files download meanwhile: index.html preloads them (vite.config.ts).
import './app/first-styles';
import './app/global.css';

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
