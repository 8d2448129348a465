import { storedLessonContent, type MyDataExport } from '@jal/contracts';
import type { Db } from '../../db/client.js';
import type { MediaStore } from '../../lib/media-store.js';
import { PermanentJobError, type JobQueue } from '../jobs/service.js';
import { photoPath, presentSubmission, voiceNotePath } from './presenter.js';
import { deleteLearnerSubmissions, learnerSubmissions } from './repository.js';

/**
 * One learner's field practicals as a whole: everything they sent (for "Download my data"), and
 * their erasure with their files.
 */

type ExportedPractical = MyDataExport['practicalSubmissions'][number];

/** A text of the course in English, else in whichever language it has. */
const englishOf = (text: Record<string, string> | undefined) => text?.en ?? Object.values(text ?? {})[0] ?? null;

/**
 * Everything the learner sent as field practicals, oldest first, for "Download my data": the
 * numbers, criteria and levels named in words, and the paths that serve the files to the person's
 * own session. The signals are the learner's (counts and distances, never who else).
 */
export async function practicalsForExport(db: Db, userId: string): Promise<ExportedPractical[]> {
  const { rows, photos } = await learnerSubmissions(db, userId);
  return rows.map(({ submission, course, lesson, content }) => {
    const parsed = storedLessonContent.practical.safeParse(content);
    const practical = parsed.success ? parsed.data : null;
    const sent = presentSubmission(
      submission,
      photos.filter((photo) => photo.submissionId === submission.id),
    );
    const criterionOf = (id: string) => practical?.rubric.criteria.find((criterion) => criterion.id === id);
    return {
      course,
      lesson,
      state: sent.state,
      submittedAt: sent.submittedAt,
      receivedAt: sent.receivedAt,
      place: sent.place,
      numbers: sent.numbers.map(({ id, value }) => {
        const asked = practical?.numbers.find((number) => number.id === id);
        return { id, label: englishOf(asked?.label), value, unit: asked?.unit ?? '' };
      }),
      photos: sent.photos.map((photo) => ({
        position: photo.position,
        downloadPath: `/api${photoPath(submission.id, photo.id)}`,
        thumbnailPath: `/api${photoPath(submission.id, photo.id)}?size=thumbnail`,
        width: photo.width,
        height: photo.height,
        sizeBytes: photo.sizeBytes,
        exif: photo.exif,
      })),
      voiceNote: sent.voiceNote
        ? {
            downloadPath: `/api${voiceNotePath(submission.id)}`,
            durationSeconds: sent.voiceNote.durationSeconds,
            sizeBytes: sent.voiceNote.sizeBytes,
          }
        : null,
      signals: sent.signals,
      review:
        submission.state !== 'submitted' && submission.reviewedAt && submission.score !== null
          ? {
              outcome: submission.state,
              score: submission.score,
              feedback: submission.feedback,
              reviewedAt: submission.reviewedAt.toISOString(),
              marks: (submission.marks ?? []).map((mark) => {
                const criterion = criterionOf(mark.criterionId);
                const level = criterion?.levels.find((candidate) => candidate.id === mark.levelId);
                return { criterion: englishOf(criterion?.label), level: englishOf(level?.label), points: level?.points ?? null };
              }),
            }
          : null,
    };
  });
}

/** The job that deletes the files of erased submissions from the media store. */
export const PRACTICAL_FILES_JOB = 'practical-files-delete';
/** Every practical file is stored under these prefixes (service.ts, uploads.ts); the job deletes nothing else. */
const PRACTICAL_FILES_PREFIXES = ['practicals/', 'practical-uploads/'];
const isPracticalFile = (key: unknown) => typeof key === 'string' && PRACTICAL_FILES_PREFIXES.some((prefix) => key.startsWith(prefix));
const KEYS_PER_JOB = 200;

/**
 * Deletes the learner's submissions (their photos' rows go with them) and half-sent uploads, and
 * queues the deletion of every file they stored: photos, thumbnails, voice notes and pieces. Run inside the erasure's
 * transaction: the files are queued with the rows' deletion, all or none, and deleted by the
 * queue once it is committed (a file is never deleted for rows that stay). Answers how many
 * files were queued.
 */
export async function eraseLearnerPracticals(db: Db, jobs: JobQueue, userId: string): Promise<number> {
  const keys = await deleteLearnerSubmissions(db, userId);
  const batches: string[][] = [];
  for (let start = 0; start < keys.length; start += KEYS_PER_JOB) batches.push(keys.slice(start, start + KEYS_PER_JOB));
  if (batches.length > 0)
    await jobs.add(
      db,
      batches.map((batch) => ({ kind: PRACTICAL_FILES_JOB, payload: { keys: batch } })),
    );
  return keys.length;
}

/** How the queue deletes erased submissions' files: only practicals' keys; a key already gone is no error. */
export function definePracticalFileDeletion(jobs: JobQueue, store: MediaStore) {
  jobs.define(PRACTICAL_FILES_JOB, {
    concurrency: 1,
    maxAttempts: 6,
    run: async (job) => {
      const keys: unknown = job.payload.keys;
      if (!Array.isArray(keys) || !keys.every(isPracticalFile))
        throw new PermanentJobError('the job names something other than practical files');
      for (const key of keys as string[]) await store.delete(key);
    },
  });
}
