import type { z } from 'zod';
import type { storedLessonContent } from '@jal/contracts';
import { documentMedia, FIGURE_SIZE, figureUrl, textFigures, videoMedia } from './lesson-media.js';
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
      return { body: withFigure(lesson.title.en, lesson.body) };
    case 'video': {
      const media = mediaOf(videoMedia, lesson.title.en);
      return {
        summary: lesson.summary,
        mediaId: media.videoId,
        captions: [
          { language: 'en', mediaId: media.captionIds.en },
          { language: 'hi', mediaId: media.captionIds.hi },
        ],
        durationSeconds: media.durationSeconds,
        mediaByLanguage: [{ language: 'hi', mediaId: media.hindiVideoId }],
      };
    }
    case 'document':
      return { summary: lesson.summary, mediaId: mediaOf(documentMedia, lesson.title.en).id };
    case 'practical':
      return lesson.content;
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

function mediaOf<T>(registry: Record<string, T>, title: string): T {
  const media = registry[title];
  if (!media) throw new Error(`No demo media made for the lesson "${title}" (apps/api/src/seed/lesson-media.ts)`);
  return media;
}

/** The lesson's figure after its first paragraph, in each language with that language's picture and alt text. */
function withFigure(title: string, body: { en: string; hi: string }) {
  const figure = mediaOf(textFigures, title);
  const place = (text: string, language: 'en' | 'hi') => {
    const [first, ...rest] = text.split('\n\n');
    const image = `![${figure.alt[language]}](${figureUrl(figure.key, language)} =${FIGURE_SIZE.width}x${FIGURE_SIZE.height})`;
    return [first, image, ...rest].join('\n\n');
  };
  return { en: place(body.en, 'en'), hi: place(body.hi, 'hi') };
}
