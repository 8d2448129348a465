import { lazy } from 'react';
import type { RouteObject } from 'react-router';

// Each page is its own chunk, loaded when opened (the editor and its schemas never reach a learner's phone).
const CoursesListPage = lazy(() =>
  import('@/features/course-admin/components/courses-list-page').then((m) => ({ default: m.CoursesListPage })),
);
const CourseCreatePage = lazy(() =>
  import('@/features/course-admin/components/course-create-page').then((m) => ({ default: m.CourseCreatePage })),
);
const CourseEditPage = lazy(() =>
  import('@/features/course-admin/components/course-edit-page').then((m) => ({ default: m.CourseEditPage })),
);

/** The dashboard's course pages (administrators only; the router adds the guard). Preview opens the public course page. */
export const courseAdminRoutes: RouteObject[] = [
  { path: 'courses', element: <CoursesListPage /> },
  { path: 'courses/create', element: <CourseCreatePage /> },
  { path: 'courses/:id', element: <CourseEditPage /> },
];
