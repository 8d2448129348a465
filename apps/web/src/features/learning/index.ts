import { lazyPage } from '@/lib/lazy-page';

// The learning pages, each in its own chunk (drawn on the server too, from the learner's own data),
// and the parts the app shows on other pages for a signed-in learner, in chunks of their own.

export const LmsPage = lazyPage(() => import('./pages/lms-page'));
export const LearnPage = lazyPage(() => import('./pages/learn-page'));
export const VerifyPage = lazyPage(() => import('./pages/verify-page'));
export const MyLearningPage = lazyPage(() => import('./pages/my-learning-page'));
// The catalogue's band for a signed-in learner: loaded only once someone is signed in.
export const ContinueBand = lazyPage(() => import('./components/my-learning/continue-band'));
// The course page's Start, Continue or Review for a signed-in learner.
export const CourseLearnerAction = lazyPage(() => import('./components/course-learner-action'));
export const CourseCompletePage = lazyPage(() => import('./pages/course-complete-page'));
// The header's count of what the learner did offline and has not sent yet: for signed-in people only.
export const PendingBadge = lazyPage(() =>
  import('./offline-progress/components/pending-badge').then((m) => ({ default: m.PendingBadge })),
);
