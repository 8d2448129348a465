import type { CertificateSummary, CourseLms, LessonState, LmsLesson } from '@jal/contracts';
import { PATHS } from '@jal/contracts';
import { presentCourse, type LessonRow } from '../courses/presenter.js';
import type { CourseOutline } from './outline.js';
import type { CertificateRow, LearnerState } from './progress-repository.js';
import { lessonStates, summarize } from './rules.js';

export function presentLmsLesson(lesson: LessonRow, state: LessonState): LmsLesson {
  return {
    id: lesson.id,
    title: lesson.title,
    titleTranslations: lesson.titleTranslations,
    kind: lesson.kind,
    durationMinutes: lesson.durationMinutes,
    order: lesson.sortOrder,
    state,
  };
}

export function presentCertificateSummary(row: CertificateRow): CertificateSummary {
  return {
    code: row.code,
    issuedAt: row.issuedAt.toISOString(),
    verifyPath: PATHS.verifyCertificate(row.code),
    pdfPath: `/v1/certificates/${encodeURIComponent(row.code)}/pdf`,
  };
}

export function presentCourseSummary(outline: CourseOutline) {
  return presentCourse(outline.course, { moduleCount: outline.modules.length, lessonCount: outline.lessons.length });
}

/** The LMS structure for one learner; a learner not enrolled sees the states of a fresh start. */
export function presentLms(outline: CourseOutline, state: LearnerState): CourseLms {
  const states = lessonStates(outline.lessons, state.progress);
  const stateOf = new Map(outline.lessons.map((lesson, index) => [lesson.id, states[index] ?? 'locked']));
  const { progress, currentLessonId } = summarize(outline.lessons, states);
  return {
    course: presentCourseSummary(outline),
    enrolled: Boolean(state.enrolment),
    enrolledAt: state.enrolment?.enrolledAt.toISOString() ?? null,
    completedAt: state.enrolment?.completedAt?.toISOString() ?? null,
    progress,
    currentLessonId,
    modules: outline.modules.map((module) => ({
      id: module.id,
      title: module.title,
      titleTranslations: module.titleTranslations,
      description: module.description,
      descriptionTranslations: module.descriptionTranslations,
      order: module.sortOrder,
      lessons: outline.lessons
        .filter((lesson) => lesson.moduleId === module.id)
        .map((lesson) => presentLmsLesson(lesson, stateOf.get(lesson.id) ?? 'locked')),
    })),
    certificate: state.certificate ? presentCertificateSummary(state.certificate) : null,
  };
}
