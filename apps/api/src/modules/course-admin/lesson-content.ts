import { randomUUID } from 'node:crypto';
import { storedLessonContent, type LessonBody } from '@jal/contracts';
import { cleanMap } from './text-maps.js';

const newId = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`;

/**
 * The content to store for a validated lesson body: empty translations dropped, quiz question
 * and option ids made here when the editor sent none (and kept when it did, so attempts stay
 * valid), then checked against the shape the player reads.
 */
export function storedContent(body: LessonBody): Record<string, unknown> {
  switch (body.kind) {
    case 'text':
      return storedLessonContent.text.parse({ body: cleanMap(body.content.body) });
    case 'video':
      return storedLessonContent.video.parse({ ...body.content, summary: cleanMap(body.content.summary) });
    case 'document':
      return storedLessonContent.document.parse({ ...body.content, summary: cleanMap(body.content.summary) });
    case 'quiz':
      return storedLessonContent.quiz.parse({
        passingScore: body.content.passingScore,
        questions: body.content.questions.map((question) => ({
          id: question.id ?? newId('q'),
          prompt: cleanMap(question.prompt),
          multiple: question.multiple,
          options: question.options.map((option) => ({
            id: option.id ?? newId('o'),
            text: cleanMap(option.text),
            correct: option.correct,
          })),
          explanation: cleanMap(question.explanation),
        })),
      });
    case 'practical': {
      const { instructions, photos, voiceNote, numbers, place, rubric } = body.content;
      return storedLessonContent.practical.parse({
        instructions: cleanMap(instructions),
        photos: { min: photos.min, max: photos.max, captions: photos.captions.map(cleanMap) },
        voiceNote: { requirement: voiceNote.requirement, maxSeconds: voiceNote.maxSeconds ?? 120 },
        numbers: (numbers ?? []).map((number) => ({
          id: number.id ?? newId('n'),
          label: cleanMap(number.label),
          unit: number.unit ?? '',
          min: number.min,
          max: number.max,
        })),
        place: { required: place.required, accuracyMetres: place.accuracyMetres, area: place.area ?? null },
        rubric: {
          passMark: rubric.passMark,
          criteria: rubric.criteria.map((criterion) => ({
            id: criterion.id ?? newId('c'),
            label: cleanMap(criterion.label),
            levels: criterion.levels.map((level) => ({ id: level.id ?? newId('l'), label: cleanMap(level.label), points: level.points })),
          })),
        },
      });
    }
  }
}

/** The media files a video or document lesson names (its media, its other languages' copies and its captions). */
export function mediaIdsOf(body: LessonBody): string[] {
  if (body.kind === 'document') return body.content.mediaId ? [body.content.mediaId] : [];
  if (body.kind !== 'video') return [];
  const { mediaId, captions, mediaByLanguage = [] } = body.content;
  return [mediaId, ...mediaByLanguage.map((copy) => copy.mediaId), ...captions.map((caption) => caption.mediaId)].filter(
    (id): id is string => !!id,
  );
}
