import { lazyPage } from '@/lib/lazy-page';

// Learners' progress in the dashboard (API `progress`): a batch's board and one learner's page.
export const LearnerProgressPage = lazyPage(() =>
  import('./pages/learner-progress-page').then((m) => ({ default: m.LearnerProgressPage })),
);
export { ProgressBoardView } from './components/progress-board';
export { useProgressBoard } from './api/progress';
