import { lazyPage } from '@/lib/lazy-page';

// The catalogue and course pages. The course list they read, which the landing page and the footer
// read too, and what a course card shows live below the features (lib/courses).
export const CoursesPage = lazyPage(() => import('./pages/courses-page'));
export const CourseDetailPage = lazyPage(() => import('./pages/course-detail-page'));
