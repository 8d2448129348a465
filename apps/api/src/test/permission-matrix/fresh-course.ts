import type { Db } from '../../db/client.js';
import { courseModules, courses, lessons } from '../../db/schema.js';

type FreshCourse = {
  slug: string;
  status?: 'draft' | 'published';
  lesson: { kind: 'text' | 'video' | 'quiz' | 'practical'; content: Record<string, unknown> };
};

/** A course of a row's own with one module and one lesson, so that its call changes only its own target. */
export async function insertFreshCourse(db: Db, { slug, status = 'draft', lesson: { kind, content } }: FreshCourse) {
  const [course] = await db
    .insert(courses)
    .values({ slug, title: slug, titleTranslations: { en: slug }, status })
    .returning({ id: courses.id });
  const [module] = await db
    .insert(courseModules)
    .values({ courseId: course!.id, title: 'Module', titleTranslations: { en: 'Module' } })
    .returning({ id: courseModules.id });
  const [inserted] = await db
    .insert(lessons)
    .values({ moduleId: module!.id, title: 'Lesson', titleTranslations: { en: 'Lesson' }, kind, content })
    .returning({ id: lessons.id });
  return { courseId: course!.id, moduleId: module!.id, lessonId: inserted!.id };
}
