import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import i18n, { i18nReady, preloadTexts, textsFellBack } from './i18n/i18n';
import { App } from './app/app';

// Renders once the interface language's texts are in (English is bundled; Chinese is a small
// chunk fetched first when it is the stored language).
void i18nReady.then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  // After the first render, so the notifications are mounted to show it.
  // The notifications' code loads only then, not with Home.
  if (textsFellBack()) {
    void import('./components/notify').then(({ notifyError }) =>
      notifyError(i18n.t('common.texts_unavailable')),
    );
  }
  preloadTexts();
});
