import { storedLessonContent } from '@jal/contracts';
import type { Db } from '../../db/client.js';
import type { LessonRow } from '../../db/rows.js';
import { probeDuration } from '../../lib/media-duration.js';
import { storedByteSource, type MediaStore } from '../../lib/media-store.js';
import { mediaFilesByIds, saveMediaDuration } from '../media/service.js';

/**
 * Video lengths by media id, as the server read them from the files. Ids are never reused and
 * files never change, so a length once known is kept for good; only known lengths are kept, so
 * a file that could not be read is tried again next time.
 */
export class VideoLengths {
  private readonly seconds = new Map<string, number>();

  constructor(
    private readonly db: Db,
    private readonly mediaStore: MediaStore,
  ) {}

  /**
   * The length of a video lesson in seconds: its file's, probed and stored on first need when
   * the upload did not record one (seeded and older files); else the length the course team
   * gave the lesson; null when neither is known. Never the length a player reports. Inside a
   * transaction the caller passes it as `db`: an embedded database serves one transaction at a
   * time, so a read outside it would wait for it forever.
   */
  async ofLesson(lesson: LessonRow, db: Db = this.db): Promise<number | null> {
    const parsed = storedLessonContent.video.safeParse(lesson.content);
    if (!parsed.success) return null;
    const { mediaId, durationSeconds } = parsed.data;
    if (!mediaId) return durationSeconds;
    return (await this.ofMedia(mediaId, db)) ?? durationSeconds;
  }

  private async ofMedia(mediaId: string, db: Db): Promise<number | null> {
    const known = this.seconds.get(mediaId);
    if (known !== undefined) return known;
    const [row] = await mediaFilesByIds(db, [mediaId]);
    if (!row) return null;
    let seconds = row.durationSeconds;
    if (seconds === null) {
      seconds = await this.probe(row.storagePath, row.contentType);
      if (seconds !== null) await saveMediaDuration(db, row.id, seconds);
    }
    if (seconds !== null) {
      if (this.seconds.size > 5000) this.seconds.clear();
      this.seconds.set(mediaId, seconds);
    }
    return seconds;
  }

  /** Reads the length from the stored file's headers; a missing or damaged file is "length unknown". */
  private async probe(key: string, contentType: string): Promise<number | null> {
    if (!contentType.startsWith('video/')) return null;
    try {
      const source = await storedByteSource(this.mediaStore, key);
      return source ? await probeDuration(source, contentType) : null;
    } catch {
      return null;
    }
  }
}
