import { storedLessonContent, type MediaRef, type PlayerLessonContent, type VideoVariant } from '@jal/contracts';
import type { Db } from '../../db/client.js';
import type { LessonRow } from '../../db/rows.js';
import { lessonAudioList } from '../lesson-audio/service.js';
import { mediaWithVariants, type MediaWithVariants } from '../media/service.js';
import { questionsForLearner, readQuiz } from './quiz.js';
import { inLearnersOrder } from './quiz-order.js';
import { lastAttempt, quizHistory } from './repository.js';
import { quizWaitSeconds, type ProgressInfo } from './rules.js';
import type { LearningDeps } from './context.js';

const CAPTION_LABELS: Record<string, string> = { en: 'English', hi: 'हिन्दी' };

/** Every quality a video can be played at, smallest first, the original among them. */
function variantsOf(row: MediaWithVariants): VideoVariant[] {
  const copies = row.variants.flatMap(({ quality, sizeBytes }): VideoVariant[] =>
    quality === '240p' || quality === '360p' ? [{ quality, url: `/v1/media/${row.id}?quality=${quality}`, sizeBytes }] : [],
  );
  const original: VideoVariant = { quality: 'original', url: `/v1/media/${row.id}`, sizeBytes: row.sizeBytes };
  return [...copies, original].sort((a, b) => a.sizeBytes - b.sizeBytes);
}

async function mediaRefs(db: Db, ids: string[]): Promise<Map<string, MediaRef>> {
  const rows = await mediaWithVariants(db, ids);
  return new Map(
    rows.map((row) => [
      row.id,
      {
        url: `/v1/media/${row.id}`,
        contentType: row.contentType,
        sizeBytes: row.sizeBytes,
        filename: row.filename,
        ...(row.contentType.startsWith('video/') ? { variants: variantsOf(row) } : {}),
      },
    ]),
  );
}

/** The lesson's content for the player; quiz answers and explanations stay on the server. */
export async function playerContent(
  deps: LearningDeps,
  userId: string,
  lesson: LessonRow,
  progress: ProgressInfo | undefined,
): Promise<PlayerLessonContent> {
  const { db } = deps;
  switch (lesson.kind) {
    case 'text': {
      const parsed = storedLessonContent.text.safeParse(lesson.content);
      return { kind: 'text', body: parsed.success ? parsed.data.body : {}, audio: await lessonAudioList(db, lesson.id) };
    }
    case 'video': {
      const parsed = storedLessonContent.video.safeParse(lesson.content);
      const content = parsed.success ? parsed.data : { summary: {}, mediaId: null, captions: [], durationSeconds: null };
      const copies = content.mediaByLanguage ?? [];
      const refs = await mediaRefs(
        db,
        [content.mediaId, ...copies.map((copy) => copy.mediaId), ...content.captions.map((caption) => caption.mediaId)].filter(
          (id): id is string => !!id,
        ),
      );
      return {
        kind: 'video',
        summary: content.summary,
        media: content.mediaId ? (refs.get(content.mediaId) ?? null) : null,
        mediaByLanguage: copies.flatMap((copy) => {
          const ref = refs.get(copy.mediaId);
          return ref ? [{ language: copy.language, media: ref }] : [];
        }),
        captions: content.captions.flatMap((caption) => {
          const ref = refs.get(caption.mediaId);
          return ref ? [{ language: caption.language, label: CAPTION_LABELS[caption.language] ?? caption.language, url: ref.url }] : [];
        }),
        positionSeconds: progress?.positionSeconds ?? 0,
        durationSeconds: await deps.videoLengths.ofLesson(lesson),
        watchedSeconds: progress?.watchedSeconds ?? 0,
      };
    }
    case 'document': {
      const parsed = storedLessonContent.document.safeParse(lesson.content);
      const content = parsed.success ? parsed.data : { summary: {}, mediaId: null };
      const refs = await mediaRefs(db, content.mediaId ? [content.mediaId] : []);
      return { kind: 'document', summary: content.summary, media: content.mediaId ? (refs.get(content.mediaId) ?? null) : null };
    }
    case 'quiz': {
      const quiz = readQuiz(lesson);
      const [attempt, history] = await Promise.all([lastAttempt(db, userId, lesson.id), quizHistory(db, userId, lesson.id)]);
      const wait = quizWaitSeconds(history, deps.now());
      return {
        kind: 'quiz',
        passingScore: quiz.passingScore,
        // Each failed attempt, and the pass, brings a new order of the options.
        questions: inLearnersOrder(questionsForLearner(quiz), {
          userId,
          lessonId: lesson.id,
          attemptsSoFar: history.failed + (history.passed ? 1 : 0),
        }),
        lastAttempt: attempt ? { score: attempt.score, passed: attempt.passed, submittedAt: attempt.submittedAt.toISOString() } : null,
        nextAttemptInSeconds: wait > 0 ? wait : null,
      };
    }
    case 'practical':
      // Stored by the course editor in this shape; the rubric is shown too, so the learner knows how the work is marked.
      return { kind: 'practical', ...storedLessonContent.practical.parse(lesson.content) };
  }
}
