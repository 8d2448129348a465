import type { Db } from '../../db/client.js';
import type { CourseRow, LessonRow, ModuleRow } from '../../db/rows.js';
import { notFound } from '../../lib/http-error.js';
import type { PublicCache } from '../../lib/public-cache.js';
import { COURSES_CACHE_PREFIX, findCourseByIdOrSlug, loadCurriculum } from '../courses/service.js';

export type CourseOutline = { course: CourseRow; modules: ModuleRow[]; lessons: LessonRow[] };

/**
 * A published course by id or slug with its modules and its lessons in learning order (module
 * order, then lesson order). Drafts, archived and unknown courses are all simply not found.
 */
export async function loadOutline(db: Db, idOrSlug: string): Promise<CourseOutline> {
  const course = await findCourseByIdOrSlug(db, idOrSlug, ['published']);
  if (!course) throw notFound('Course not found.');
  const { modules, lessons: lessonRows } = await loadCurriculum(db, course.id);
  const moduleOrder = new Map(modules.map((module, index) => [module.id, index]));
  lessonRows.sort((a, b) => (moduleOrder.get(a.moduleId) ?? 0) - (moduleOrder.get(b.moduleId) ?? 0) || a.sortOrder - b.sortOrder);
  return { course, modules, lessons: lessonRows };
}

/** Loads a course's outline by id or slug; the routes get a cached one (see cachedOutlines). */
export type OutlineSource = (idOrSlug: string) => Promise<CourseOutline>;

const markerOf = (courseId: string) => `${COURSES_CACHE_PREFIX}learning-outline:${courseId}`;

/**
 * Keeps outlines in memory: every LMS read, lesson and completion needs one, and they change
 * only when the course team edits the course. Course writes drop the public cache's `courses:`
 * entries (invalidateCourseCaches) in every process, which removes the marker kept there, so an
 * edit shows at the next request. An outline read before an edit's invalidation gets no marker.
 */
export function cachedOutlines(db: Db, cache: PublicCache, ttlMs = 60_000): OutlineSource {
  const entries = new Map<string, { outline: CourseOutline; until: number }>();
  return async (idOrSlug) => {
    const hit = entries.get(idOrSlug);
    if (hit && hit.until > Date.now() && cache.get(markerOf(hit.outline.course.id))) return hit.outline;
    const producedAt = cache.version;
    const outline = await loadOutline(db, idOrSlug);
    const entry = { outline, until: Date.now() + ttlMs };
    cache.set(markerOf(outline.course.id), 1, ttlMs, producedAt);
    if (entries.size > 1000) entries.clear();
    entries.set(outline.course.id, entry);
    entries.set(outline.course.slug, entry);
    return outline;
  };
}
