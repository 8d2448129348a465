import { isAdminRole, type CourseDetail, type CourseList, type CourseStatus } from '@jal/contracts';
import type { Db } from '../../db/client.js';
import type { PublicCache } from '../../lib/public-cache.js';
import { presentCourse, presentCourseDetail } from './presenter.js';
import { findCourseByIdOrSlug, listCourses, loadCurriculum, type CourseFilter } from './repository.js';

/** Every public cache entry of the course catalogue starts with this prefix. */
export const COURSES_CACHE_PREFIX = 'courses:';

/**
 * Drops every cached public answer about courses (lists, categories): called after any change
 * made in the dashboard, so a course published there is on the public site at the next request.
 */
export function invalidateCourseCaches(cache: PublicCache) {
  cache.invalidate(COURSES_CACHE_PREFIX);
}

/** Visitors and learners only ever see published courses; administrators see every status. */
export function visibleStatuses(role: string | null | undefined): CourseStatus[] {
  return isAdminRole(role) ? ['draft', 'published', 'archived'] : ['published'];
}

/** One page of the catalogue, as the course list shows it. */
export async function courseList(db: Db, filter: CourseFilter): Promise<CourseList> {
  const { rows, total } = await listCourses(db, filter);
  return {
    courses: rows.map((row) => presentCourse(row.course, row)),
    pagination: { page: filter.page, limit: filter.limit, total, totalPages: Math.ceil(total / filter.limit) },
  };
}

/** A course by id or slug, with its outline; undefined when missing or not in `statuses`. */
export async function courseDetail(db: Db, idOrSlug: string, statuses: CourseStatus[]): Promise<CourseDetail | undefined> {
  const course = await findCourseByIdOrSlug(db, idOrSlug, statuses);
  if (!course) return undefined;
  const { modules, lessons } = await loadCurriculum(db, course.id);
  return presentCourseDetail(course, modules, lessons);
}

// What the learning pages read of a course, and what the course editor (course-admin) reads and writes.
export {
  courseCounts,
  courseExists,
  courseSummaries,
  deleteCourse,
  deleteLesson,
  deleteModule,
  findCourse,
  findCourseByIdOrSlug,
  firstLessonIds,
  insertCourse,
  insertLesson,
  insertModule,
  lessonIdsOf,
  lessonInCourse,
  listAdminCourses,
  listAllCourses,
  loadCurriculum,
  moduleIdsOf,
  moduleInCourse,
  slugsStartingWith,
  touchCourse,
  updateCourse,
  updateLesson,
  updateModule,
  writeLessonOrder,
  writeModuleOrder,
} from './repository.js';
