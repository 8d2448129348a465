import { lazyPage } from '@/lib/lazy-page';

// The public course list: its data, what a course card shows, and the catalogue and course pages.
// Only small modules are re-exported here: this file is part of the first view of every page
// (the footer lists courses), so a component exported from it would travel with the entry.
export { getCourses, useCourses, type CoursesQuery } from './api/get-courses';
export { courseImageSrc, PLACEHOLDER_IMAGE } from './lib/course-image';
export { cutWords } from './lib/cut-words';
export { categoryLabel } from './lib/category-label';

export const CoursesPage = lazyPage(() => import('./pages/courses-page'));
export const CourseDetailPage = lazyPage(() => import('./pages/course-detail-page'));
