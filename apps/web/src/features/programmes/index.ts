import { lazyPage } from '@/lib/lazy-page';

// Training programmes in the dashboard's users area, each page its own chunk.
export const BatchesPage = lazyPage(() => import('./pages/batches-page').then((m) => ({ default: m.BatchesPage })));
export const BatchPage = lazyPage(() => import('./pages/batch-page').then((m) => ({ default: m.BatchPage })));
export const LearnerProgressPage = lazyPage(() =>
  import('./pages/learner-progress-page').then((m) => ({ default: m.LearnerProgressPage })),
);
export { UsersAreaTabs } from './components/users-area-tabs';
