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
  const send = () => void import('./outbox/send-waiting').then((outbox) => outbox.sendWaiting()).catch(() => undefined);
  send();
  window.addEventListener('online', send);
}
