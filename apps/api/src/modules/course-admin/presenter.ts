import type { CourseAdminDetail, CourseAdminSummary } from '@jal/contracts';
import type { CourseRow, LessonRow, ModuleRow } from '../../db/rows.js';
import { presentCourse, presentModule } from '../courses/presenter.js';

export function presentAdminCourse(
  row: CourseRow,
  counts: { moduleCount: number; lessonCount: number; enrolmentCount: number },
): CourseAdminSummary {
  return { ...presentCourse(row, counts), enrolmentCount: counts.enrolmentCount };
}

/** The whole course as the editor needs it: lesson content included (quiz answers too). */
export function presentAdminDetail(
  row: CourseRow,
  modules: ModuleRow[],
  lessonRows: LessonRow[],
  enrolmentCount: number,
): CourseAdminDetail {
  return {
    ...presentAdminCourse(row, { moduleCount: modules.length, lessonCount: lessonRows.length, enrolmentCount }),
    modules: modules.map((module) => ({
      ...presentModule(module),
      lessons: lessonRows
        .filter((lesson) => lesson.moduleId === module.id)
        .map((lesson) => ({
          _id: lesson.id,
          id: lesson.id,
          moduleId: lesson.moduleId,
          title: lesson.title,
          titleTranslations: lesson.titleTranslations,
          kind: lesson.kind,
          durationMinutes: lesson.durationMinutes,
          order: lesson.sortOrder,
          content: lesson.content,
        })),
    })),
  };
}
