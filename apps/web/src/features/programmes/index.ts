import { lazy } from 'react';

// Training programmes in the dashboard's users area, each page its own chunk.
export const BatchesPage = lazy(() => import('./pages/batches-page').then((m) => ({ default: m.BatchesPage })));
export const BatchPage = lazy(() => import('./pages/batch-page').then((m) => ({ default: m.BatchPage })));
export const LearnerProgressPage = lazy(() => import('./pages/learner-progress-page').then((m) => ({ default: m.LearnerProgressPage })));
export { UsersAreaTabs } from './components/users-area-tabs';
