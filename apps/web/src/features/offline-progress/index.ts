// What the learner does without a network: the queue of waiting events (IndexedDB), its sync
// through POST /api/v1/sync, the local progress shown on top of the stored server state, and the
// header's count of what waits.
export { PendingBadge } from './components/pending-badge';
export { addEvent, type EventInput } from './queue/event-queue';
export { queuedEventsNow, queuedEventsReady, usePendingAttempt, useQueuedEvents } from './queue/queued-events';
export { withLocalLessonProgress, withLocalProgress } from './overlay/local-progress';
export { forgetMarkedAttempt, useMarkedAttempt } from './sync/marked-attempts';
export { sendOrQueue, type SendOutcome } from './sync/send-or-queue';
export { useOfflineSync } from './sync/use-offline-sync';
