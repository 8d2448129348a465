import { API } from '@jal/contracts/core';
/** API paths of the learning endpoints below /api (packages/contracts/src/schemas/learning.ts). */
const course = (id: string) => `/v1/courses/${encodeURIComponent(id)}`;
const lesson = (courseId: string, lessonId: string) => `${course(courseId)}/lessons/${encodeURIComponent(lessonId)}`;

export const LEARNING_API = {
  enroll: (courseId: string) => `${course(courseId)}/enroll`,
  lms: API.courseLms,
  next: (courseId: string) => `${course(courseId)}/next`,
  lesson,
  position: (courseId: string, lessonId: string) => `${lesson(courseId, lessonId)}/position`,
  attempts: (courseId: string, lessonId: string) => `${lesson(courseId, lessonId)}/attempts`,
  enrolments: API.enrolments,
  certificate: (code: string) => `/v1/certificates/${encodeURIComponent(code)}`,
} as const;

/** Media, caption and PDF paths arrive below /api; the browser loads them from this origin. */
export function apiUrl(path: string): string {
  return `/api${path.startsWith('/') ? path : `/${path}`}`;
}

export const learningKeys = {
  lms: (courseId: string) => ['lms', courseId] as const,
  lesson: (courseId: string, lessonId: string) => ['lesson', courseId, lessonId] as const,
  certificate: (code: string) => ['certificate', code] as const,
};
