import type { RouteObject } from 'react-router';
import { ReviewPage, ReviewQueuePage } from '@/features/practical-reviews';

/** Reviewing field practicals: administrators, organization managers and trainers (the router adds the guard; the API checks each submission's organization). */
export const reviewerRoutes: RouteObject[] = [
  { path: 'reviews', element: <ReviewQueuePage /> },
  { path: 'reviews/:id', element: <ReviewPage /> },
];
