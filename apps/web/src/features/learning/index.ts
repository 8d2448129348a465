import { lazy } from 'react';
import { lazyPage } from '@/lib/lazy-page';

// Enrolment and a learner's course state (the course page offers Start or Continue), and the
// learning pages, each in its own chunk.
export { useEnroll } from './api/enroll';
export { useCourseState } from './api/get-lms';

export const LmsPage = lazy(() => import('./pages/lms-page'));
export const LearnPage = lazy(() => import('./pages/learn-page'));
export const VerifyPage = lazyPage(() => import('./pages/verify-page'));
export const MyLearningPage = lazy(() => import('./pages/my-learning-page'));
// The catalogue's band for a signed-in learner: loaded only once someone is signed in.
export const ContinueBand = lazyPage(() => import('./components/my-learning/continue-band'));
export const CourseCompletePage = lazy(() => import('./pages/course-complete-page'));
