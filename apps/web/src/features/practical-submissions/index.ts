import { lazyPage } from '@/lib/lazy-page';
import type { PracticalSubmissionsProps } from './components/practical-submissions';

// A field practical's form and the learner's submissions, shown by the player under the
// practical's instructions: in a chunk of its own, loaded only when a practical opens.
export const PracticalSubmissions = lazyPage<PracticalSubmissionsProps>(() => import('./components/practical-submissions'));
export type { PracticalSubmissionsProps };

/**
 * Sends the practicals kept on this phone while it had no network, from whatever page is open:
 * once the app has started, and whenever the network returns. The outbox's code is a chunk of its
 * own (the service worker keeps it), fetched only then.
 */
export function startSendingWaitingPracticals(): void {
  if (typeof indexedDB === 'undefined') return;
  const send = () =>
    void mayHoldPracticals()
      .then((may) => (may ? import('./outbox/send-waiting').then((outbox) => outbox.sendWaiting()) : undefined))
      .catch(() => undefined);
  send();
  window.addEventListener('online', send);
}

/** The outbox's database name (outbox/phone-store.ts): written only once a practical has been opened on this phone. */
const OUTBOX_DATABASE = 'jal-practical-submissions';

/**
 * Whether this phone may hold a practical to send: a visitor who never opened one has no outbox,
 * and is not made to fetch its code. A browser that cannot list its databases is given the benefit of the doubt.
 */
async function mayHoldPracticals(): Promise<boolean> {
  if (typeof indexedDB.databases !== 'function') return true;
  const databases = await indexedDB.databases();
  return databases.some((database) => database.name === OUTBOX_DATABASE);
}
