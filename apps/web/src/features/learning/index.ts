import { lazyPage } from '@/lib/lazy-page';

// Enrolment and a learner's course state (the course page offers Start or Continue), and the
// learning pages, each in its own chunk (drawn on the server too, from the learner's own data).
export { useEnroll } from './api/enroll';
export { useCourseState } from './api/get-lms';

export const LmsPage = lazyPage(() => import('./pages/lms-page'));
export const LearnPage = lazyPage(() => import('./pages/learn-page'));
export const VerifyPage = lazyPage(() => import('./pages/verify-page'));
export const MyLearningPage = lazyPage(() => import('./pages/my-learning-page'));
// The catalogue's band for a signed-in learner: loaded only once someone is signed in.
export const ContinueBand = lazyPage(() => import('./components/my-learning/continue-band'));
export const CourseCompletePage = lazyPage(() => import('./pages/course-complete-page'));
// The header's count of what the learner did offline and has not sent yet: for signed-in people only.
export const PendingBadge = lazyPage(() =>
  import('./offline-progress/components/pending-badge').then((m) => ({ default: m.PendingBadge })),
);
