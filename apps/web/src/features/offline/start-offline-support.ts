import { STORAGE_KEYS } from '@jal/contracts/core';
import { storage } from '@/lib/storage';
import { whenIdle } from '@/lib/when-idle';
import { resumeDownloads } from './downloads/lazy-parts';

/**
 * Registers the service worker once the first view has rendered and the browser is idle. The
 * registration and its notice are a chunk of their own, so the first view's JavaScript stays as
 * it was (the worker only matters for the next visit). Production builds only: the dev server
 * has no worker.
 */
export function startOfflineSupport() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const start = () => {
    void import('./register-worker').then((module) => module.registerWorker());
    // A download left unfinished by a closed page goes on (a signed-in learner's only).
    if (storage.get(STORAGE_KEYS.authToken)) void resumeDownloads().catch(() => undefined);
  };
  whenIdle(start);
}
