import { AUDIO_FORMATS, type AudioFormat, type LessonAudio } from '@jal/contracts';
import type { LessonAudioRow } from '../../db/rows.js';

/**
 * The address of a lesson's audio in one language and format. `v` names the text it was made
 * from, so the address changes with the text and each file can be kept by the browser for good.
 */
export function audioPath(
  courseId: string,
  row: Pick<LessonAudioRow, 'lessonId' | 'language' | 'textHash'>,
  format: AudioFormat = 'mp3',
): string {
  const path = `/v1/courses/${courseId}/lessons/${row.lessonId}/audio/${row.language}?v=${row.textHash.slice(0, 16)}`;
  return format === 'mp3' ? path : `${path}&format=${format}`;
}

/** The file a reading is kept in for a format, or null when it has none (Opus not made yet). */
export function audioFile(row: LessonAudioRow, format: AudioFormat): { storagePath: string; sizeBytes: number } | null {
  if (format === 'mp3') return { storagePath: row.storagePath, sizeBytes: row.sizeBytes };
  return row.opusStoragePath && row.opusSizeBytes !== null ? { storagePath: row.opusStoragePath, sizeBytes: row.opusSizeBytes } : null;
}

/** Smallest first: a browser plays the first it can. */
const FORMATS_SMALLEST_FIRST: AudioFormat[] = ['opus', 'mp3'];

export function presentAudio(courseId: string, row: LessonAudioRow): LessonAudio {
  const sources = FORMATS_SMALLEST_FIRST.flatMap((format) => {
    const file = audioFile(row, format);
    return file ? [{ url: audioPath(courseId, row, format), contentType: AUDIO_FORMATS[format], sizeBytes: file.sizeBytes }] : [];
  });
  return {
    language: row.language,
    url: audioPath(courseId, row),
    contentType: row.contentType,
    sizeBytes: row.sizeBytes,
    durationSeconds: row.durationSeconds,
    sources,
  };
}
