import type { LessonAudio } from '@jal/contracts';
import type { LessonAudioRow } from '../../db/rows.js';

/**
 * The address of a lesson's audio in one language. `v` names the text it was made from, so the
 * address changes with the text and each file can be kept by the browser for good.
 */
export function audioPath(courseId: string, row: Pick<LessonAudioRow, 'lessonId' | 'language' | 'textHash'>): string {
  return `/v1/courses/${courseId}/lessons/${row.lessonId}/audio/${row.language}?v=${row.textHash.slice(0, 16)}`;
}

export function presentAudio(courseId: string, row: LessonAudioRow): LessonAudio {
  return {
    language: row.language,
    url: audioPath(courseId, row),
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    durationSeconds: row.durationSeconds,
  };
}
