import { storedLessonContent, type OfflineItem, type VideoQuality } from '@jal/contracts';
import type { LessonAudioRow, LessonRow } from '../../db/rows.js';
import { audioPath } from '../lesson-audio/presenter.js';
import { presentLms, presentLmsLesson } from '../learning/presenter.js';
import { EMPTY_STATE, type CourseOutline } from '../learning/repository.js';
import type { MediaWithVariants } from '../media/repository.js';
import { envelopeBytes, mediaItem, shortHash, videoItemAt } from './rules.js';

/** The files a lesson's content names: a video with its captions, or a document's PDF. */
export type LessonFiles = { video: string | null; captions: string[]; document: string | null };

export function filesOf(lesson: LessonRow): LessonFiles {
  if (lesson.kind === 'video') {
    const parsed = storedLessonContent.video.safeParse(lesson.content);
    if (parsed.success)
      return { video: parsed.data.mediaId, captions: parsed.data.captions.map((caption) => caption.mediaId), document: null };
  }
  if (lesson.kind === 'document') {
    const parsed = storedLessonContent.document.safeParse(lesson.content);
    if (parsed.success) return { video: null, captions: [], document: parsed.data.mediaId };
  }
  return { video: null, captions: [], document: null };
}

const UPLOADED_IMAGE = /^\/api\/v1\/media\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** The media id of a course image that was uploaded (served by the media route), else null. */
export function uploadedImageId(image: string | null): string | null {
  return UPLOADED_IMAGE.exec(image ?? '')?.[1] ?? null;
}

/** What the items are built from: the outline, its media files, the pages' sizes and the course image. */
export type PackageSources = {
  outline: CourseOutline;
  media: Map<string, MediaWithVariants>;
  /** Each text lesson's audio, by lesson id (none for a lesson not read aloud yet). */
  audio: Map<string, LessonAudioRow[]>;
  pages: { version: string; lmsBytes: number; learnBytes: number; lessonBytes: number };
  /** The course image, when it is a same-origin file (null otherwise). */
  image: OfflineItem | null;
};

/** The course's modules and lessons as the LMS answer shows them: sized and versioned from that JSON. */
function courseStateItem({ outline }: PackageSources): OfflineItem {
  const lms = presentLms(outline, EMPTY_STATE);
  const json = JSON.stringify(lms);
  return {
    url: `/api/v1/courses/${outline.course.id}/lms`,
    kind: 'course-state',
    lessonId: null,
    sizeBytes: envelopeBytes(lms),
    version: shortHash(json),
  };
}

/**
 * A lesson's answer for the player, estimated from its stored content and files; its version
 * covers all it shows: its fields and content, its neighbours and its files' copies.
 */
function lessonItem({ outline, media, audio }: PackageSources, index: number): OfflineItem {
  const lesson = outline.lessons[index] as LessonRow;
  const files = filesOf(lesson);
  const shape = {
    ...presentLmsLesson(lesson, 'in_progress'),
    courseId: outline.course.id,
    moduleId: lesson.moduleId,
    previousLessonId: outline.lessons[index - 1]?.id ?? null,
    nextLessonId: outline.lessons[index + 1]?.id ?? null,
    content: lesson.content,
    files: [files.video, ...files.captions, files.document].flatMap((id) => {
      const file = id ? media.get(id) : undefined;
      return file ? [{ id: file.id, sizeBytes: file.sizeBytes, variants: file.variants }] : [];
    }),
    audio: (audio.get(lesson.id) ?? []).map((row) => ({ language: row.language, textHash: row.textHash, sizeBytes: row.sizeBytes })),
  };
  return {
    url: `/api/v1/courses/${outline.course.id}/lessons/${lesson.id}?for=offline`,
    kind: 'lesson',
    lessonId: lesson.id,
    sizeBytes: envelopeBytes(shape),
    version: shortHash(JSON.stringify(shape)),
  };
}

/** A text lesson read aloud in one language: the address the player asks for, versioned by the text it says. */
function audioItem(courseId: string, row: LessonAudioRow): OfflineItem {
  return {
    url: `/api${audioPath(courseId, row)}`,
    kind: 'audio',
    lessonId: row.lessonId,
    sizeBytes: row.sizeBytes,
    version: row.textHash.slice(0, 16),
  };
}

function lessonFileItems({ outline, media, audio }: PackageSources, lesson: LessonRow, quality: VideoQuality): OfflineItem[] {
  const files = filesOf(lesson);
  const video = files.video ? media.get(files.video) : undefined;
  const document = files.document ? media.get(files.document) : undefined;
  return [
    ...(video ? [videoItemAt(video, quality, lesson.id)] : []),
    ...files.captions.flatMap((id) => {
      const captions = media.get(id);
      return captions ? [mediaItem(captions, 'captions', lesson.id)] : [];
    }),
    ...(document ? [mediaItem(document, 'document', lesson.id)] : []),
    ...(audio.get(lesson.id) ?? []).map((row) => audioItem(outline.course.id, row)),
  ];
}

/**
 * Every file of the package at a quality, in the order a download fetches them: the course's
 * pages, its state and image, then each lesson's page, JSON and files in learning order. URLs
 * use the course's id, whichever of id or slug was asked for. A file several lessons use is
 * listed once, under the first of them: it is downloaded once, and counted once in the totals.
 */
export function packageItems(sources: PackageSources, quality: VideoQuality): OfflineItem[] {
  const { outline, pages } = sources;
  const courseId = outline.course.id;
  const page = (url: string, sizeBytes: number, lessonId: string | null): OfflineItem => ({
    url,
    kind: 'page',
    lessonId,
    sizeBytes,
    version: pages.version,
  });
  const items = [
    page(`/courses/${courseId}/lms`, pages.lmsBytes, null),
    page(`/learn/${courseId}`, pages.learnBytes, null),
    courseStateItem(sources),
    ...(sources.image ? [sources.image] : []),
    ...outline.lessons.flatMap((lesson, index) => [
      page(`/learn/${courseId}/${lesson.id}`, pages.lessonBytes, lesson.id),
      lessonItem(sources, index),
      ...lessonFileItems(sources, lesson, quality),
    ]),
  ];
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(item.url) && seen.add(item.url));
}
