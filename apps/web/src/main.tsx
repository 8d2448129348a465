import { CHOICE_KEYS } from '@jal/contracts/core';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { createAppRouter, preloadInitialPage } from './app/router';
import { getFontSize, initFontSize } from '@/lib/settings/font-size';
import { initLowDataMode, isLowDataMode } from '@/lib/settings/low-data';
import { initTheme, parseThemeChoice, THEME_STORAGE_KEY } from '@/lib/settings/theme';
import { SignedInArea } from '@/features/account';
import { readStoredSession } from '@/lib/auth/auth-storage';
import { ContinueBand, CourseLearnerAction, PendingBadge } from '@/features/learning';
import { startOfflineSupport } from '@/features/offline';
import { startSendingWaitingPracticals } from '@/features/practical-submissions';
import { bootFromInlineTranslations } from '@/lib/translations/translations-store';
import { translationPageFor } from '@/lib/translations/language-startup';
import { i18n } from '@/lib/i18n';
import { keepSiteFontWhenIdle } from '@/lib/kept-font';
import { renderedForKey, whileHydrating } from '@/lib/render-phase';
import { replayEarlyInput } from '@/lib/replay-early-input';
import { copyChoicesToCookies, readChoice } from '@/lib/storage';

/**
 * A task boundary. The app's start is cut into tasks (evaluating the code, reading the page's
 * strings and choices, making the router, loading the page's own code, hydrating) so that on a
 * slow phone none of them holds the main thread for long: the browser paints and answers taps in
 * between.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

function start() {
  // Start in the stored language so the boot screens already speak it.
  const stored = readChoice(CHOICE_KEYS.language);
  if (stored && document.documentElement.lang !== stored) document.documentElement.lang = stored;
  bootFromInlineTranslations(translationPageFor(window.location.pathname));
  // Before the first render, so the page never reflows or changes colour after it shows.
  initFontSize();
  initTheme();
  initLowDataMode();

  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  // The server rendered the page's HTML (apps/api/src/plugins/server-render.ts): the app takes it
  // over where it stands instead of drawing it again, when it was rendered for this browser's
  // choices and session. Otherwise (choices stored before the server could read them) it is drawn
  // afresh.
  const userId = readStoredSession()?.id ?? null;
  const renderedForThisBrowser =
    root.dataset.renderedFor ===
    renderedForKey({
      language: i18n.language,
      fontSize: getFontSize(),
      lowData: isLowDataMode(),
      theme: parseThemeChoice(readChoice(THEME_STORAGE_KEY)),
      userId,
    });
  const serverRendered = root.hasChildNodes() && renderedForThisBrowser;
  if (!serverRendered) root.replaceChildren();
  // The router in a task of its own: ranking every route of the app takes as long as the above.
  void nextTask().then(() => takeOver(root, { serverRendered, signedIn: userId !== null }));
}

/** Makes the router, loads the page's own code, then hydrates the server's HTML or draws the page afresh. */
function takeOver(root: HTMLElement, { serverRendered, signedIn }: { serverRendered: boolean; signedIn: boolean }) {
  /** The signed-in person's parts of the page, so hydrating the server's HTML of them never waits for their code. */
  const preloadSignedInParts = () =>
    Promise.all([SignedInArea.preload(), PendingBadge.preload(), ContinueBand.preload(), CourseLearnerAction.preload()]).catch(
      () => undefined,
    );
  const router = createAppRouter();
  void preloadInitialPage(router)
    .then(() => (serverRendered && signedIn ? preloadSignedInParts() : undefined))
    .then(nextTask)
    .then(() => {
      const app = (
        <StrictMode>
          <App router={router} />
        </StrictMode>
      );
      if (serverRendered) whileHydrating(() => hydrateRoot(root, app));
      else createRoot(root).render(app);
      // From here on taps reach the app itself; those made before are pressed again now.
      document.documentElement.dataset.hydrated = 'true';
      if (serverRendered) replayEarlyInput(root);
      // Choices stored before the server could read them reach it from the next page on.
      copyChoicesToCookies();
      // After the first view: the worker and the font serve the next page, never this one.
      startOfflineSupport();
      startSendingWaitingPracticals();
      keepSiteFontWhenIdle();
    });
}

/**
 * Settles once the browser has read the whole page. The script is loaded `async` (index.html), so
 * that its evaluation is a task of its own rather than part of the one that ends the parsing; from
 * a fast cache it can then run before the end of the page, where the server puts the page's strings
 * and data, has been read.
 */
const pageParsed = () =>
  new Promise<void>((resolve) => {
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => resolve(), { once: true });
    else resolve();
  });

void pageParsed().then(nextTask).then(start);
