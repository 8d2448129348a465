/** The review pages' addresses, below the dashboard. */
export const REVIEWS_PATH = '/dashboard/reviews';
export const reviewPath = (submissionId: string) => `${REVIEWS_PATH}/${encodeURIComponent(submissionId)}`;

/** The signals a queue can be narrowed by, as the server names them. */
export const REVIEW_FLAGS = [
  'outside-area',
  'place-inaccurate',
  'place-missing',
  'photo-seen-before',
  'photo-taken-after-submission',
  'photo-taken-long-before',
  'photo-without-time',
  'learners-nearby',
] as const;
