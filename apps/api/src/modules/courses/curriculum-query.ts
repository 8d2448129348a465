import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { courseModules, courses, lessons } from '../../db/schema.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The condition matching a course named by its id or its slug (every course route accepts both). */
export function courseByIdOrSlug(idOrSlug: string) {
  return UUID.test(idOrSlug) ? eq(courses.id, idOrSlug) : eq(courses.slug, idOrSlug);
}

/** A course's modules in order, and their lessons ordered within each module. */
export async function loadCurriculum(db: Db, courseId: string) {
  const modules = await db.select().from(courseModules).where(eq(courseModules.courseId, courseId)).orderBy(asc(courseModules.sortOrder));
  const moduleIds = modules.map((module) => module.id);
  const lessonRows = moduleIds.length
    ? await db.select().from(lessons).where(inArray(lessons.moduleId, moduleIds)).orderBy(asc(lessons.sortOrder))
    : [];
  return { modules, lessons: lessonRows };
}
