/** The learning reads' query keys, shared by the reads and what changes them. */
export const learningKeys = {
  lms: (courseId: string) => ['lms', courseId] as const,
  lesson: (courseId: string, lessonId: string) => ['lesson', courseId, lessonId] as const,
  certificate: (code: string) => ['certificate', code] as const,
};
