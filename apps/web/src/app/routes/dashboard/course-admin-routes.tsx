import type { RouteObject } from 'react-router';
import { CourseCreatePage, CourseEditPage, CoursesListPage } from '@/features/course-admin';

/** The dashboard's course pages (administrators only; the router adds the guard). Preview opens the public course page. */
export const courseAdminRoutes: RouteObject[] = [
  { path: 'courses', element: <CoursesListPage /> },
  { path: 'courses/create', element: <CourseCreatePage /> },
  { path: 'courses/:id', element: <CourseEditPage /> },
];
