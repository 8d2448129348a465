import type { CourseDetail, CourseSummary } from '@jal/contracts';
import type { CourseRow, LessonRow, ModuleRow } from '../../db/rows.js';

export function presentCourse(row: CourseRow, counts: { moduleCount: number; lessonCount: number }): CourseSummary {
  return {
    _id: row.id,
    id: row.id,
    slug: row.slug,
    title: row.title,
    titleKey: row.titleKey,
    titleTranslations: row.titleTranslations,
    description: row.description,
    descriptionKey: row.descriptionKey,
    descriptionTranslations: row.descriptionTranslations,
    status: row.status,
    image: row.image,
    level: row.level,
    category: row.category,
    durationMinutes: row.durationMinutes,
    languages: row.languages,
    order: row.sortOrder,
    moduleCount: counts.moduleCount,
    lessonCount: counts.lessonCount,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A module's own fields, as every course answer (public, admin, learning) shows them. */
export function moduleFields(module: ModuleRow) {
  return {
    id: module.id,
    title: module.title,
    titleTranslations: module.titleTranslations,
    description: module.description,
    descriptionTranslations: module.descriptionTranslations,
    order: module.sortOrder,
  };
}

/** A module as the catalogue and the editor show it, with the `_id` their clients also read. */
export function presentModule(module: ModuleRow) {
  return { _id: module.id, ...moduleFields(module) };
}

/** What every answer shows of a lesson: what it is called, its kind and length, its place. */
export function lessonFields(lesson: LessonRow) {
  return {
    id: lesson.id,
    title: lesson.title,
    titleTranslations: lesson.titleTranslations,
    kind: lesson.kind,
    durationMinutes: lesson.durationMinutes,
    order: lesson.sortOrder,
  };
}

/** A lesson as the course's outline shows it, with the `_id` its clients also read. */
export function presentLessonOutline(lesson: LessonRow) {
  return { _id: lesson.id, ...lessonFields(lesson) };
}

/** The modules in order, each with its own lessons as `presentLesson` shows them. */
export function presentModulesWith<Lesson>(modules: ModuleRow[], lessonRows: LessonRow[], presentLesson: (lesson: LessonRow) => Lesson) {
  return modules.map((module) => ({
    ...presentModule(module),
    lessons: lessonRows.filter((lesson) => lesson.moduleId === module.id).map(presentLesson),
  }));
}

/** The outline only: lesson content (and quiz answers) never travels with the public course. */
export function presentCourseDetail(row: CourseRow, modules: ModuleRow[], lessonRows: LessonRow[]): CourseDetail {
  return {
    ...presentCourse(row, { moduleCount: modules.length, lessonCount: lessonRows.length }),
    modules: presentModulesWith(modules, lessonRows, presentLessonOutline),
  };
}
