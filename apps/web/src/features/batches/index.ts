import { lazyPage } from '@/lib/lazy-page';

// Batches of learners in the dashboard's users area (API `batches`), each page its own chunk.
export const BatchesPage = lazyPage(() => import('./pages/batches-page').then((m) => ({ default: m.BatchesPage })));
export const BatchPage = lazyPage(() => import('./pages/batch-page').then((m) => ({ default: m.BatchPage })));
