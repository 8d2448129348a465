import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { CapturedPlace, ReadySubmission } from '../capture/ready-submission';

/** A shrunk photo as it waits in a slot of the form. */
export type DraftPhoto = { blob: Blob; width: number; height: number };
/** The voice note as recorded or chosen; its length when the phone could read it. */
export type DraftVoiceNote = { blob: Blob; seconds: number | null };

/** What the learner has put into the form so far: kept on the phone so a reload or a failure loses nothing. */
export type Draft = {
  /** Made with the draft and kept through every retry, so a submission sent twice is stored once. */
  idempotencyKey: string;
  photos: (DraftPhoto | null)[];
  voiceNote: DraftVoiceNote | null;
  /** As typed, so a half-typed number comes back as it was. */
  numbers: Record<string, string>;
  place: CapturedPlace | null;
};

/** A submission the learner sent while the network was away: it is sent when the network returns. */
export type WaitingSubmission = ReadySubmission & { userId: string | null; courseId: string; lessonId: string };

/**
 * How far a submission's files have gone, kept as each piece arrives so that a reload or a dropped
 * link resumes rather than restarts: for each file (by its kind and SHA-256, so a photo changed in
 * the form gets an upload of its own), the server's upload and the bytes it held at the last answer.
 */
export type SendProgress = {
  idempotencyKey: string;
  files: Record<string, { uploadId: string; heldBytes: number }>;
  /** The bytes of the submission's files the server held at the last answer, of all it sends. */
  sentBytes: number;
  totalBytes: number;
};

interface PracticalDb extends DBSchema {
  drafts: { key: string; value: Draft & { key: string } };
  outbox: { key: string; value: WaitingSubmission; indexes: { lesson: string } };
  progress: { key: string; value: SendProgress };
}

const DB_NAME = 'jal-practical-submissions';
let opening: Promise<IDBPDatabase<PracticalDb>> | null = null;

/**
 * The phone's own database of practicals (IndexedDB, which keeps Blobs and outlives a reload),
 * opened as the offline progress queue opens its own: once, and again after a failure.
 */
function phoneDb(): Promise<IDBPDatabase<PracticalDb>> {
  opening ??= openDB<PracticalDb>(DB_NAME, 2, {
    upgrade(db, oldVersion) {
      if (oldVersion < 1) {
        db.createObjectStore('drafts', { keyPath: 'key' });
        db.createObjectStore('outbox', { keyPath: 'idempotencyKey' }).createIndex('lesson', 'lessonId');
      }
      if (oldVersion < 2) db.createObjectStore('progress', { keyPath: 'idempotencyKey' });
    },
  }).catch((error: unknown) => {
    opening = null;
    throw error;
  });
  return opening;
}

/** Whose draft of which lesson: a phone shared by two learners keeps two drafts. */
export const draftKey = (userId: string | null, lessonId: string) => `${userId ?? 'anyone'}:${lessonId}`;

export async function readDraft(key: string): Promise<Draft | null> {
  try {
    const stored = await (await phoneDb()).get('drafts', key);
    if (!stored) return null;
    const { key: _key, ...draft } = stored;
    return draft;
  } catch {
    return null;
  }
}

/** Keeps the draft; without IndexedDB (a private window) the form still works, it is just not kept. */
export async function keepDraft(key: string, draft: Draft): Promise<void> {
  try {
    await (await phoneDb()).put('drafts', { ...draft, key });
  } catch {
    // Nothing to do: the form's own state still holds everything.
  }
}

export async function dropDraft(key: string): Promise<void> {
  try {
    await (await phoneDb()).delete('drafts', key);
  } catch {
    // As above.
  }
}

export async function queueSubmission(waiting: WaitingSubmission): Promise<void> {
  await (await phoneDb()).put('outbox', waiting);
}

export async function waitingSubmissions(lessonId?: string): Promise<WaitingSubmission[]> {
  try {
    const db = await phoneDb();
    return lessonId ? await db.getAllFromIndex('outbox', 'lesson', lessonId) : await db.getAll('outbox');
  } catch {
    return [];
  }
}

export async function removeWaiting(idempotencyKey: string): Promise<void> {
  await (await phoneDb()).delete('outbox', idempotencyKey);
}

/** How far the submission of this idempotency key has gone; null when it has not started (or IndexedDB is missing). */
export async function readProgress(idempotencyKey: string): Promise<SendProgress | null> {
  try {
    return (await (await phoneDb()).get('progress', idempotencyKey)) ?? null;
  } catch {
    return null;
  }
}

/** Keeps how far it has gone; without IndexedDB the sending still works, it is just not resumed after a reload. */
export async function keepProgress(progress: SendProgress): Promise<void> {
  try {
    await (await phoneDb()).put('progress', progress);
  } catch {
    // As for drafts.
  }
}

export async function dropProgress(idempotencyKey: string): Promise<void> {
  try {
    await (await phoneDb()).delete('progress', idempotencyKey);
  } catch {
    // As above.
  }
}
