import type { z } from 'zod';
import type { storedLessonContent } from '@jal/contracts';
import { SEED_MEDIA, SEED_VIDEO_SECONDS } from './learning-media.js';
import type { SeedLesson } from './types.js';

type Stored = { [K in keyof typeof storedLessonContent]: z.infer<(typeof storedLessonContent)[K]> };

/**
 * What each lesson kind stores in `lessons.content` (the shapes of `storedLessonContent`).
 * Quiz questions and options get ids from their position (q1, q1-a…): stable across seeds, so
 * attempts and tests can name them.
 */
export function lessonContent(lesson: SeedLesson): Stored[keyof Stored] {
  switch (lesson.kind) {
    case 'text':
      return { body: lesson.body };
    case 'video':
      return {
        summary: lesson.summary,
        mediaId: SEED_MEDIA.video.id,
        captions: [
          { language: 'en', mediaId: SEED_MEDIA.captionsEn.id },
          { language: 'hi', mediaId: SEED_MEDIA.captionsHi.id },
        ],
        durationSeconds: SEED_VIDEO_SECONDS,
      };
    case 'document':
      return { summary: lesson.summary, mediaId: SEED_MEDIA.fieldGuide.id };
    case 'quiz':
      return {
        passingScore: lesson.passingScore,
        questions: lesson.questions.map((question, index) => {
          const id = `q${index + 1}`;
          return {
            id,
            prompt: question.prompt,
            multiple: question.multiple,
            options: question.options.map((option, optionIndex) => ({
              id: `${id}-${String.fromCharCode(97 + optionIndex)}`,
              text: option.text,
              correct: option.correct,
            })),
            explanation: question.explanation,
          };
        }),
      };
  }
}
