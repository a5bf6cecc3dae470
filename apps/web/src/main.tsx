import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './app/global.css';
import { i18nReady, preloadTexts } from './i18n/i18n';
import { App } from './app/app';

// Renders once the interface language's texts are in (English is bundled; Chinese is a small
// chunk fetched first when it is the stored language).
void i18nReady.then(() => {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  preloadTexts();
});
