import { lazyPage } from '@/lib/lazy-page';

// The dashboard's course pages, each its own chunk: the editor and its schemas never reach a learner's phone.
export const CoursesListPage = lazyPage(() => import('./pages/courses-list-page').then((m) => ({ default: m.CoursesListPage })));
export const CourseCreatePage = lazyPage(() => import('./pages/course-create-page').then((m) => ({ default: m.CourseCreatePage })));
export const CourseEditPage = lazyPage(() => import('./pages/course-edit-page').then((m) => ({ default: m.CourseEditPage })));
