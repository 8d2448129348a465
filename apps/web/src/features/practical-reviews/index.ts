import { lazyPage } from '@/lib/lazy-page';

// Reviewing field practicals: the queue and one submission, in a chunk of their own (only
// reviewers open them; the plain map and the rubric load with them).
export { REVIEWS_PATH } from './review-paths';
export const ReviewQueuePage = lazyPage(() => import('./pages/review-queue-page').then((m) => ({ default: m.ReviewQueuePage })));
export const ReviewPage = lazyPage(() => import('./pages/review-page').then((m) => ({ default: m.ReviewPage })));
