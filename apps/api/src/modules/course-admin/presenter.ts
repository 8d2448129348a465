import type { CourseAdminDetail, CourseAdminSummary } from '@jal/contracts';
import type { CourseRow, LessonRow, ModuleRow } from '../../db/rows.js';
import { presentCourse, presentLessonOutline, presentModulesWith } from '../courses/presenter.js';

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
    modules: presentModulesWith(modules, lessonRows, (lesson) => ({
      ...presentLessonOutline(lesson),
      moduleId: lesson.moduleId,
      content: lesson.content,
    })),
  };
}
