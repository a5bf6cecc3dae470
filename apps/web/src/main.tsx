import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import i18n, { i18nReady, preloadTextsOnIntent, textsFellBack } from './i18n/i18n';
import { App } from './app/app';
import { onFirstIntent } from './lib/intent';
import { wantToasts } from './lib/toasts-wanted';

// Renders once the interface language's texts are in (English is bundled; Chinese is a small
// chunk fetched first when it is the stored language).
// A transition: React renders the first screen in slices of a few milliseconds, yielding
// between them, so a slow phone's main thread is never blocked for the whole first render
// (one 500 ms task on Lighthouse's mobile settings before).
void i18nReady.then(() => {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
  // After the first render, so the notifications are mounted to show it.
  // The notifications' code loads only then, not with Home.
  if (textsFellBack()) {
    void import('./components/notify').then(({ notifyError }) =>
      notifyError(i18n.t('common.texts_unavailable')),
    );
  }
  preloadTextsOnIntent();
  onFirstIntent(wantToasts);
});
