import type { AudioFormat, OfflineItem, OfflinePackage, VideoQuality } from '@jal/contracts';
import type { Db } from '../../db/client.js';
import type { LessonAudioRow, UserRow } from '../../db/rows.js';
import { forbidden } from '../../lib/http-error.js';
import { isEnrolled } from '../enrolments/service.js';
import type { OutlineSource } from '../learning/service.js';
import { audioOfLessons } from '../lesson-audio/service.js';
import { mediaWithVariants } from '../media/service.js';
import { filesOf, packageItems, uploadedImageId, type PackageSources } from './items.js';
import { presentPackage } from './presenter.js';
import { firstDownload, recordDownload } from './repository.js';
import { courseImageItem } from './rules.js';
import type { SessionHeaders, StaticFile, WebPages } from './web-pages.js';

/** What building a package needs: the database, the cached outlines, the web app's pages and the app's clock. */
export type OfflinePackageDeps = { db: Db; outline: OutlineSource; pages: WebPages; now: () => Date };

/** The same-origin address of a course image that is a file of the web app, else null. */
function staticImage(image: string | null): string | null {
  return image?.startsWith('/') && !image.startsWith('//') && !uploadedImageId(image) ? image : null;
}

/** The course image as an item, when it is a file of this server (uploaded, or one of the web app's). */
function imageItem(image: string | null, sources: Pick<PackageSources, 'media' | 'staticFile'>): OfflineItem | null {
  const uploaded = uploadedImageId(image);
  if (uploaded) {
    const file = sources.media.get(uploaded);
    return file ? courseImageItem(file) : null;
  }
  const path = staticImage(image);
  return path ? { url: path, kind: 'image', lessonId: null, ...sources.staticFile(path) } : null;
}

function groupByLesson(rows: LessonAudioRow[]): Map<string, LessonAudioRow[]> {
  const byLesson = new Map<string, LessonAudioRow[]>();
  for (const row of rows) byLesson.set(row.lessonId, [...(byLesson.get(row.lessonId) ?? []), row]);
  return byLesson;
}

/** What the learner asked for: the video quality, why, the language they read in and the audio format their browser plays. */
export type PackageRequest = {
  quality: VideoQuality;
  purpose?: 'download' | 'sizes';
  language?: string | undefined;
  audio?: AudioFormat;
};

/**
 * Everything an enrolled learner downloads to learn a published course offline, at the video
 * quality asked for, with the totals at every quality. A download is recorded (the first time is
 * kept: offline watch reports cannot come from before it); a look at the sizes is not. Pages and
 * the web app's files are sized as they travel to this browser (`session` carries its encodings).
 */
export async function buildOfflinePackage(
  deps: OfflinePackageDeps,
  user: UserRow,
  idOrSlug: string,
  asked: PackageRequest,
  session: SessionHeaders = {},
): Promise<OfflinePackage> {
  const { quality, purpose = 'download', language, audio: audioFormat = 'mp3' } = asked;
  const outline = await deps.outline(idOrSlug);
  const { course, lessons } = outline;
  if (!(await isEnrolled(deps.db, user.id, course.id))) throw forbidden('Enrol in this course first.').coded('NOT_ENROLLED');
  const files = lessons.map((lesson) => filesOf(lesson, language));
  const mediaIds = files.flatMap((named) =>
    [named.video, ...named.captions, named.document, ...named.figures.map(uploadedImageId)].filter((id): id is string => !!id),
  );
  const imageId = uploadedImageId(course.image);
  const rows = await mediaWithVariants(deps.db, [...new Set(imageId ? [...mediaIds, imageId] : mediaIds)]);
  const media = new Map(rows.map((row) => [row.id, row]));
  const audio = groupByLesson(
    await audioOfLessons(
      deps.db,
      lessons.filter((lesson) => lesson.kind === 'text').map((lesson) => lesson.id),
    ),
  );
  const staticPaths = [
    ...new Set([...files.flatMap((named) => named.figures.filter((source) => !uploadedImageId(source))), staticImage(course.image)]),
  ].filter((path): path is string => path !== null);
  const firstLesson = lessons[0];
  const [lmsBytes, learnBytes, lessonBytes, ...staticFiles] = await Promise.all([
    deps.pages.pageBytes(`/courses/${course.id}/lms`, session),
    deps.pages.pageBytes(`/learn/${course.id}`, session),
    // Every lesson's page is about the same HTML: the page addresses differ only in the path.
    firstLesson ? deps.pages.pageBytes(`/learn/${course.id}/${firstLesson.id}`, session) : 0,
    ...staticPaths.map((path) => deps.pages.staticFile(path, session)),
  ]);
  const staticSizes = new Map(staticPaths.map((path, index) => [path, staticFiles[index] as StaticFile]));
  const staticFile = (path: string) => staticSizes.get(path) ?? { sizeBytes: 0, version: deps.pages.version };
  const sources: PackageSources = {
    outline,
    language,
    staticFile,
    media,
    audio,
    audioFormat,
    pages: { version: deps.pages.version, lmsBytes, learnBytes, lessonBytes },
    image: imageItem(course.image, { media, staticFile }),
  };
  const downloadedAt =
    purpose === 'download'
      ? await recordDownload(deps.db, user.id, course.id, deps.now())
      : await firstDownload(deps.db, user.id, course.id);
  return presentPackage(outline, quality, (at) => packageItems(sources, at), downloadedAt);
}

// The sync of offline events reads when a course was first downloaded.
export { firstDownload } from './repository.js';
