import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const LmsPage = lazy(() => import('./lms'));
const LearnPage = lazy(() => import('./learn'));
const VerifyPage = lazy(() => import('./verify'));

/** Pages for signed-in learners; the router places them behind the sign-in guard. */
export const learnerRoutes: RouteObject[] = [
  { path: 'courses/:id/lms', element: <LmsPage /> },
  { path: 'learn/:courseId/:lessonId?', element: <LearnPage /> },
];

/** Learning pages anyone may open: an employer checks a certificate without an account. */
export const publicLearningRoutes: RouteObject[] = [{ path: 'verify/:code?', element: <VerifyPage /> }];
