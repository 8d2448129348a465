import { lazyPage } from '@/lib/lazy-page';

// Importing learners from a spreadsheet (API `learner-import`): the import page, its own chunk.
export const LearnerImportPage = lazyPage(() => import('./pages/learner-import-page').then((m) => ({ default: m.LearnerImportPage })));
