import { lazyPage } from '@/lib/lazy-page';

// Learners' progress in the dashboard (API `progress`): one learner's page, and a batch's board,
// which the batch's page shows. Each in its own chunk.
export const LearnerProgressPage = lazyPage(() =>
  import('./pages/learner-progress-page').then((m) => ({ default: m.LearnerProgressPage })),
);
export const BatchProgress = lazyPage(() => import('./components/batch-progress'));
