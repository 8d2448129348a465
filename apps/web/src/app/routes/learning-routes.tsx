import { lazy } from 'react';
import type { RouteObject } from 'react-router';

const LmsPage = lazy(() => import('./simple-pages').then((m) => ({ default: m.LmsPage })));
const LearnPage = lazy(() => import('./simple-pages').then((m) => ({ default: m.LearnPage })));

/** Pages for signed-in learners; the router places them behind the sign-in guard. */
export const learnerRoutes: RouteObject[] = [
  { path: 'courses/:id/lms', element: <LmsPage /> },
  { path: 'learn/:courseId/:lessonId?', element: <LearnPage /> },
];

/** Learning pages anyone may open (e.g. certificate verification). */
export const publicLearningRoutes: RouteObject[] = [];
