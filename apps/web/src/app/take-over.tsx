import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { SignedInHeader } from '@/features/account';
import { ContinueBand } from '@/features/learning';
import { startOfflineSupport } from '@/features/offline';
import { keepSiteFontWhenIdle } from '@/lib/kept-font';
import { whileHydrating } from '@/lib/render-phase';
import { replayEarlyInput } from '@/lib/replay-early-input';
import { copyChoicesToCookies } from '@/lib/storage';
import { nextTask } from '@/lib/next-task';
import { App } from './app';
import { createAppRouter, preloadInitialPage } from './router';

/**
 * The app's second step in the browser, after main.tsx has read the page's strings and choices:
 * makes the router, loads the page's own code, then hydrates the server's HTML or draws the page
 * afresh. A file of its own, which the server preloads with every page (apps/api/src/plugins/
 * route-preloads.ts), so that a slow phone evaluates the app's code in two tasks rather than one.
 */
export function takeOver(root: HTMLElement, { serverRendered, signedIn }: { serverRendered: boolean; signedIn: boolean }) {
  /** The signed-in person's parts of the page, so hydrating the server's HTML of them never waits for their code. */
  const preloadSignedInParts = () => Promise.all([SignedInHeader.preload(), ContinueBand.preload()]).catch(() => undefined);
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
      keepSiteFontWhenIdle();
    });
}
