import { lazyPage } from '@/lib/lazy-page';

// The job queue's page, its own chunk: only administrators open it.
export const JobsPage = lazyPage(() => import('./pages/jobs-page').then((m) => ({ default: m.JobsPage })));
