import type { CertificateSummary, CourseLms, LessonState, LmsLesson, MyEnrolments } from '@jal/contracts';
import { PATHS } from '@jal/contracts';
import type { CertificateRow, CourseRow, EnrolmentRow, LessonRow, ModuleRow, ProgressRow } from '../../db/rows.js';
import { lessonFields, moduleFields, presentCourse } from '../courses/presenter.js';
import type { CourseOutline } from './outline.js';
import type { LearnerState } from './repository.js';
import { lastWorkedOn, resumeLessonId } from './resume.js';
import { lessonStates, summarize } from './rules.js';

export function presentLmsLesson(lesson: LessonRow, state: LessonState): LmsLesson {
  return { ...lessonFields(lesson), state };
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
      ...moduleFields(module),
      lessons: outline.lessons
        .filter((lesson) => lesson.moduleId === module.id)
        .map((lesson) => presentLmsLesson(lesson, stateOf.get(lesson.id) ?? 'locked')),
    })),
    certificate: state.certificate ? presentCertificateSummary(state.certificate) : null,
  };
}

type MyEnrolmentRows = {
  rows: { enrolment: EnrolmentRow; course: CourseRow }[];
  modules: ModuleRow[];
  lessons: { lesson: LessonRow; courseId: string }[];
  progress: ProgressRow[];
  quizTries: { lessonId: string; lastAt: Date }[];
  certificates: CertificateRow[];
  /** The due dates the learner's batches set, per course (several batches: the earliest). */
  dueDates: Map<string, string>;
};

type MyEnrolment = MyEnrolments['enrolments'][number];

/**
 * The learner's courses: those in progress first — the ones assigned with a due date leading, the
 * nearest date first, then the one worked on most recently (a course not started yet counts from
 * its enrolment) — then the completed ones, the latest first.
 */
export function presentMyEnrolments(loaded: MyEnrolmentRows): MyEnrolments {
  const progress = new Map(loaded.progress.map((row) => [row.lessonId, row]));
  const quizTries = new Map(loaded.quizTries.map((row) => [row.lessonId, row.lastAt]));
  const activities = new Map(loaded.progress.map((row) => [row.lessonId, { ...row, lastQuizAt: quizTries.get(row.lessonId) }]));
  const certificateOf = new Map(loaded.certificates.map((row) => [row.courseId, row]));
  const presented = loaded.rows.map(({ enrolment, course }) => {
    const courseLessons = loaded.lessons.filter((row) => row.courseId === course.id).map((row) => row.lesson);
    const states = lessonStates(courseLessons, progress);
    const summary = summarize(courseLessons, states);
    const last = lastWorkedOn(courseLessons, activities);
    const certificate = certificateOf.get(course.id);
    const item: MyEnrolment = {
      course: presentCourse(course, {
        moduleCount: loaded.modules.filter((module) => module.courseId === course.id).length,
        lessonCount: courseLessons.length,
      }),
      enrolledAt: enrolment.enrolledAt.toISOString(),
      completedAt: enrolment.completedAt?.toISOString() ?? null,
      progress: summary.progress,
      currentLessonId: summary.currentLessonId,
      resumeLessonId: resumeLessonId(courseLessons, states, last, summary.currentLessonId),
      certificate: certificate ? presentCertificateSummary(certificate) : null,
      dueOn: loaded.dueDates.get(course.id) ?? null,
    };
    const activeAt = Math.max(last?.at.getTime() ?? 0, enrolment.enrolledAt.getTime());
    return { item, sortKey: enrolment.completedAt ? enrolment.completedAt.getTime() : activeAt };
  });
  const inProgress = presented.filter(({ item }) => !item.completedAt);
  const completed = presented.filter(({ item }) => item.completedAt);
  const latestFirst = (a: { sortKey: number }, b: { sortKey: number }) => b.sortKey - a.sortKey;
  const dueFirst = (a: { item: MyEnrolment; sortKey: number }, b: { item: MyEnrolment; sortKey: number }) => {
    if (a.item.dueOn && b.item.dueOn) return a.item.dueOn.localeCompare(b.item.dueOn) || latestFirst(a, b);
    if (a.item.dueOn || b.item.dueOn) return a.item.dueOn ? -1 : 1;
    return latestFirst(a, b);
  };
  return { enrolments: [...inProgress.sort(dueFirst), ...completed.sort(latestFirst)].map(({ item }) => item) };
}
