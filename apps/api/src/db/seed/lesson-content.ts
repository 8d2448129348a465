import type { SeedLesson } from './types.js';

/** What each lesson kind stores in `lessons.content`. */
export function lessonContent(lesson: SeedLesson): Record<string, unknown> {
  switch (lesson.kind) {
    case 'text':
      return { body: lesson.body };
    case 'video':
    case 'document':
      return { summary: lesson.summary };
    case 'quiz':
      return { passingScore: lesson.passingScore, questions: lesson.questions };
  }
}
