import { storedLessonContent, type AudioFormat, type OfflineItem, type VideoQuality } from '@jal/contracts';
import type { LessonAudioRow, LessonRow } from '../../db/rows.js';
import { audioFile, audioPath } from '../lesson-audio/service.js';
import { presentLms, presentLmsLesson } from '../learning/presenter.js';
import { EMPTY_STATE, type CourseOutline } from '../learning/service.js';
import type { MediaWithVariants } from '../media/service.js';
import { envelopeBytes, mediaItem, shortHash, videoItemAt } from './rules.js';

/**
 * The files a lesson's content names: a video (in the learner's language when the lesson has a
 * copy spoken in it) with its captions, a document's PDF, or a text lesson's figures (their
 * addresses as the text writes them).
 */
export type LessonFiles = { video: string | null; captions: string[]; document: string | null; figures: string[] };

const NO_FILES: LessonFiles = { video: null, captions: [], document: null, figures: [] };

export function filesOf(lesson: LessonRow, language?: string): LessonFiles {
  if (lesson.kind === 'video') {
    const parsed = storedLessonContent.video.safeParse(lesson.content);
    if (parsed.success) {
      const { mediaId, mediaByLanguage = [], captions } = parsed.data;
      const spoken = mediaByLanguage.find((copy) => copy.language === language)?.mediaId;
      return { ...NO_FILES, video: spoken ?? mediaId, captions: captions.map((caption) => caption.mediaId) };
    }
  }
  if (lesson.kind === 'document') {
    const parsed = storedLessonContent.document.safeParse(lesson.content);
    if (parsed.success) return { ...NO_FILES, document: parsed.data.mediaId };
  }
  if (lesson.kind === 'text') {
    const parsed = storedLessonContent.text.safeParse(lesson.content);
    if (parsed.success) return { ...NO_FILES, figures: figuresOf(parsed.data.body, language) };
  }
  return NO_FILES;
}

/** An image line of a text body, `![alt](url)` with an optional ` =WxH` size (the player's format). */
const FIGURE_LINE = /^!\[[^\]]*\]\(\s*(\S+?)(?:\s+=\d{1,4}x\d{1,4})?\s*\)$/;

/**
 * The same-origin figures of a text lesson, in the learner's language when the lesson is written
 * in it (the player shows that text), else in every language it is written in.
 */
export function figuresOf(body: Record<string, string | undefined>, language?: string): string[] {
  const texts = language && body[language] ? [body[language]] : Object.values(body);
  const sources = texts.flatMap((text) =>
    (text ?? '').split('\n').flatMap((line) => {
      const source = FIGURE_LINE.exec(line.trim())?.[1];
      return source?.startsWith('/') && !source.startsWith('//') ? [source] : [];
    }),
  );
  return [...new Set(sources)];
}

/**
 * The languages a text lesson is heard in on this device, as the player chooses: the learner's
 * when the lesson is written in it, else English; every language when the download names none.
 */
export function heardLanguages(lesson: LessonRow, language?: string): string[] | 'all' {
  if (!language) return 'all';
  const parsed = storedLessonContent.text.safeParse(lesson.content);
  const written = parsed.success && Boolean(parsed.data.body[language]?.trim());
  return [written ? language : 'en'];
}

const UPLOADED_IMAGE = /^\/api\/v1\/media\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** The media id of a course image that was uploaded (served by the media route), else null. */
export function uploadedImageId(image: string | null): string | null {
  return UPLOADED_IMAGE.exec(image ?? '')?.[1] ?? null;
}

/** What the items are built from: the outline, its media files, the pages' sizes and the course image. */
export type PackageSources = {
  outline: CourseOutline;
  /** The language the learner reads the site in, when the download names one: it picks each video's spoken language and the figures. */
  language: string | undefined;
  /** A file of the web app (a figure under /images/): its size and version. */
  staticFile: (path: string) => { sizeBytes: number; version: string };
  media: Map<string, MediaWithVariants>;
  /** Each text lesson's audio, by lesson id (none for a lesson not read aloud yet). */
  audio: Map<string, LessonAudioRow[]>;
  /** The one audio format the device plays (Opus when it can). */
  audioFormat: AudioFormat;
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
function lessonItem({ outline, media, audio, language }: PackageSources, index: number): OfflineItem {
  const lesson = outline.lessons[index] as LessonRow;
  const files = filesOf(lesson, language);
  const shape = {
    ...presentLmsLesson(lesson, 'in_progress'),
    courseId: outline.course.id,
    moduleId: lesson.moduleId,
    previousLessonId: outline.lessons[index - 1]?.id ?? null,
    nextLessonId: outline.lessons[index + 1]?.id ?? null,
    content: lesson.content,
    files: [files.video, ...files.captions, files.document, ...files.figures.map(uploadedImageId)].flatMap((id) => {
      const file = id ? media.get(id) : undefined;
      return file ? [{ id: file.id, sizeBytes: file.sizeBytes, variants: file.variants }] : [];
    }),
    audio: (audio.get(lesson.id) ?? []).map((row) => ({
      language: row.language,
      textHash: row.textHash,
      sizeBytes: row.sizeBytes,
      opusSizeBytes: row.opusSizeBytes,
    })),
  };
  return {
    url: `/api/v1/courses/${outline.course.id}/lessons/${lesson.id}?for=offline`,
    kind: 'lesson',
    lessonId: lesson.id,
    sizeBytes: envelopeBytes(shape),
    version: shortHash(JSON.stringify(shape)),
  };
}

/**
 * A text lesson read aloud in one language, in the device's format (the MP3 while an Opus copy is
 * still to be made): the address the player asks for, versioned by the text it says and the format.
 */
function audioItem(courseId: string, row: LessonAudioRow, format: AudioFormat): OfflineItem {
  const served = audioFile(row, format) ? format : 'mp3';
  return {
    url: `/api${audioPath(courseId, row, served)}`,
    kind: 'audio',
    lessonId: row.lessonId,
    sizeBytes: audioFile(row, served)?.sizeBytes ?? row.sizeBytes,
    version: served === 'mp3' ? row.textHash.slice(0, 16) : `${row.textHash.slice(0, 16)}:${served}`,
  };
}

/** The readings of a lesson the device will play: in the languages the player shows, in one format. */
function audioItems({ outline, audio, audioFormat, language }: PackageSources, lesson: LessonRow): OfflineItem[] {
  const heard = heardLanguages(lesson, language);
  return (audio.get(lesson.id) ?? [])
    .filter((row) => heard === 'all' || heard.includes(row.language))
    .map((row) => audioItem(outline.course.id, row, audioFormat));
}

/** A text lesson's figure: an uploaded image as its media file, else a file of the web app. */
function figureItem({ media, staticFile }: PackageSources, source: string, lessonId: string): OfflineItem[] {
  const uploaded = uploadedImageId(source);
  if (!uploaded) return [{ url: source, kind: 'image', lessonId, ...staticFile(source) }];
  const file = media.get(uploaded);
  return file ? [mediaItem(file, 'image', lessonId)] : [];
}

function lessonFileItems(sources: PackageSources, lesson: LessonRow, quality: VideoQuality): OfflineItem[] {
  const { media, language } = sources;
  const files = filesOf(lesson, language);
  const video = files.video ? media.get(files.video) : undefined;
  const document = files.document ? media.get(files.document) : undefined;
  return [
    ...(video ? [videoItemAt(video, quality, lesson.id)] : []),
    ...files.captions.flatMap((id) => {
      const captions = media.get(id);
      return captions ? [mediaItem(captions, 'captions', lesson.id)] : [];
    }),
    ...(document ? [mediaItem(document, 'document', lesson.id)] : []),
    ...files.figures.flatMap((source) => figureItem(sources, source, lesson.id)),
    ...audioItems(sources, lesson),
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
