import { i18n } from '@/lib/i18n';
import { linkManifestFor } from './manifest-link';
import { connectUpdates } from './update-flow';
import { workerEvents } from './worker-events';

/** An app left open for days still hears of a new version: the browser checks only on navigation. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/** Registers /sw.js, announces a waiting new version, and keeps the manifest in the UI's language. */
export function registerWorker() {
  const worker = workerEvents();
  // The notice's code is fetched only when there is something to announce.
  const showNotice = (reload: () => void) => void import('./update-notice-host').then((host) => host.showUpdateNotice(reload));
  connectUpdates(worker, showNotice, () => window.location.reload());
  void worker
    .register()
    .then((registration) => setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS))
    .catch((error: unknown) => console.error('Offline support could not start:', error));

  linkManifestFor(i18n.language);
  i18n.on('languageChanged', linkManifestFor);
}
