import { Workbox } from 'workbox-window';
import { i18n } from '@/lib/i18n';
import { linkManifestFor } from './manifest-link';
import { connectUpdates } from './update-flow';

/** An app left open for days still hears of a new version: the browser checks only on navigation. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/** Registers /sw.js, announces a waiting new version, and keeps the manifest in the UI's language. */
export function registerWorker() {
  const workbox = new Workbox('/sw.js', { scope: '/' });
  // The notice's code is fetched only when there is something to announce.
  const showNotice = (reload: () => void) => void import('./update-notice-host').then((host) => host.showUpdateNotice(reload));
  connectUpdates(workbox, showNotice, () => window.location.reload());
  void workbox.register().catch((error: unknown) => console.error('The offline support could not start:', error));
  setInterval(() => void workbox.update().catch(() => undefined), UPDATE_CHECK_MS);

  linkManifestFor(i18n.language);
  i18n.on('languageChanged', linkManifestFor);
}
