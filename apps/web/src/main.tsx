import { STORAGE_KEYS } from '@jal/contracts/core';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadInitialPage } from './app/router';
import { initFontSize, initLowDataMode, initTheme } from '@/features/accessibility';
import { startOfflineSupport } from '@/features/offline';
import { bootFromInlineTranslations, translationPageFor } from '@/features/i18n';
import { storage } from '@/lib/storage';
import './index.css';

// Start in the stored language so the boot screens already speak it.
const stored = storage.get(STORAGE_KEYS.language);
if (stored) document.documentElement.lang = stored;
bootFromInlineTranslations(translationPageFor(window.location.pathname));
// Before the first render, so the page never reflows or changes colour after it shows.
initFontSize();
initTheme();
initLowDataMode();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element');
void preloadInitialPage(window.location.pathname).then(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
  // After the first view: the worker serves the next visit, never this one.
  startOfflineSupport();
});
