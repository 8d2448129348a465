import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { CourseDownload } from './download-types';

/** A piece of a large file, kept until the file is whole. */
export type StoredChunk = { url: string; start: number; bytes: ArrayBuffer; contentType: string; totalBytes: number };

interface DownloadsSchema extends DBSchema {
  courses: { key: string; value: CourseDownload };
  chunks: { key: [string, number]; value: StoredChunk };
}

const NAME = 'jal-downloads';
let opening: Promise<IDBPDatabase<DownloadsSchema>> | null = null;

function database() {
  opening ??= openDB<DownloadsSchema>(NAME, 1, {
    upgrade(db) {
      db.createObjectStore('courses', { keyPath: 'courseId' });
      db.createObjectStore('chunks', { keyPath: ['url', 'start'] });
    },
  });
  return opening;
}

const chunksOf = (url: string) => IDBKeyRange.bound([url, 0], [url, Number.MAX_SAFE_INTEGER]);

/** The downloads' state and the pieces of files not yet whole, in IndexedDB. */
export const downloadDb = {
  async courses(): Promise<CourseDownload[]> {
    return (await database()).getAll('courses');
  },
  async saveCourse(course: CourseDownload) {
    await (await database()).put('courses', course);
  },
  async deleteCourse(courseId: string) {
    await (await database()).delete('courses', courseId);
  },
  /** A file's stored pieces, in order. */
  async chunks(url: string): Promise<StoredChunk[]> {
    return (await database()).getAll('chunks', chunksOf(url));
  },
  /** Where each stored piece of a file starts, without reading the pieces. */
  async chunkStarts(url: string): Promise<number[]> {
    return (await (await database()).getAllKeys('chunks', chunksOf(url))).map(([, start]) => start);
  },
  async chunk(url: string, start: number): Promise<StoredChunk | undefined> {
    return (await database()).get('chunks', [url, start]);
  },
  async saveChunk(chunk: StoredChunk) {
    await (await database()).put('chunks', chunk);
  },
  async deleteChunks(url: string) {
    await (await database()).delete('chunks', chunksOf(url));
  },
  async clear() {
    const db = await database();
    await Promise.all([db.clear('courses'), db.clear('chunks')]);
  },
};

/** Closes the connection (tests delete the database between cases). */
export async function closeDownloadDb() {
  if (!opening) return;
  (await opening).close();
  opening = null;
}
