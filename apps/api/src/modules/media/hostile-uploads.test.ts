import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mediaVariants } from '../../db/schema.js';
import { mp4OfTinyBoxes, webm } from '../../test/crafted-videos.js';
import { pngImage } from '../../test/images.js';
import { FILE_TYPES } from './file-types.js';
import { imageTooLargeMessage } from './image-size.js';
import { findMedia } from './repository.js';
import { expectUploadAnswer, uploadTargetPerFile, type UploadAnswer } from './test-helpers.js';

// Videos, images and captions made to hurt the server (PDFs have their own file): each is refused
// or stored while `/api/health` keeps answering and the event loop is never held long.

const { t, target } = uploadTargetPerFile('jal-hostile-uploads-');

/** Fifty megabytes sent and stored take seconds on a loaded machine. */
const SLOW_TEST_MS = 90_000;
const VIDEO_LIMIT = FILE_TYPES.mp4!.maxBytes;
const IMAGE_LIMIT = FILE_TYPES.png!.maxBytes;
const CAPTION_LIMIT = FILE_TYPES.vtt!.maxBytes;

/** The length the server read from a stored video. */
const storedDuration = async (answer: UploadAnswer) => (await findMedia(t.database.db, answer.body.data!.id))?.durationSeconds;

const upload = (filename: string, bytes: Buffer, status: number, message?: string) =>
  expectUploadAnswer(target(), { filename, bytes }, status, message);

describe('a video made to hurt the server', () => {
  it(
    'one byte over the limit is refused with 413 as it arrives, and nothing is kept',
    async () => {
      const video = mp4OfTinyBoxes(VIDEO_LIMIT + 1);
      await upload('long.mp4', video, 413, 'The file is too large: a video may be at most 50 MB.');
    },
    SLOW_TEST_MS,
  );

  it(
    'of millions of empty boxes and no length is stored, its length unknown: the probe reads 10,000 boxes at most',
    async () => {
      const answer = await upload('boxes.mp4', mp4OfTinyBoxes(VIDEO_LIMIT - 1024), 201);
      expect(await storedDuration(answer)).toBeNull();
    },
    SLOW_TEST_MS,
  );

  it(
    'whose header gives a 45 MB time scale is stored with its length: the probe skips a value that long',
    async () => {
      const video = webm({ duration: 30_000, scaleBytes: Buffer.alloc(45 * 1024 * 1024, 0xff) });
      const answer = await upload('scale.webm', video, 201);
      expect(await storedDuration(answer)).toBe(30);
    },
    SLOW_TEST_MS,
  );

  it(
    'that is text named .mp4 is refused with 415 at its first bytes',
    async () => {
      const answer = await upload('script.mp4', Buffer.alloc(40 * 1024 * 1024, 'alert(1);'), 415, "The file's content is not a mp4 video.");
      expect(answer.body).toMatchObject({ errorCode: 'FILE_CONTENT_MISMATCH', errorParams: { extension: 'mp4' } });
    },
    SLOW_TEST_MS,
  );
});

describe('an image made to hurt the phones that show it', () => {
  it('that says it is 30,000 pixels square is refused with 413, saying its size and the limit', async () => {
    const bomb = pngImage({ width: 30_000, height: 30_000, bytes: IMAGE_LIMIT - 100 });
    const answer = await upload('map.png', bomb, 413, imageTooLargeMessage({ width: 30_000, height: 30_000 }));
    expect(answer.body).toMatchObject({ errorCode: 'IMAGE_TOO_MANY_PIXELS', errorParams: { width: 30_000, height: 30_000 } });
  });

  it('of the largest size allowed, and just under 1 MB, is stored with its smaller copies, decoded off the event loop', async () => {
    const picture = { width: 4096, height: 4096 };
    const padding = IMAGE_LIMIT - 100 - pngImage({ ...picture, bytes: 0 }).length;
    const answer = await upload('map.png', pngImage({ ...picture, bytes: padding }), 201);
    const copies = await t.database.db.select().from(mediaVariants).where(eq(mediaVariants.mediaId, answer.body.data!.id));
    expect(copies.map((copy) => copy.quality).sort()).toEqual(['320w.png', '320w.webp', '640w.png', '640w.webp']);
  });

  it('one byte over 1 MB is refused with 413', async () => {
    await upload('map.png', pngImage({ bytes: IMAGE_LIMIT }), 413, 'The file is too large: an image may be at most 1 MB.');
  });
});

describe('a caption file made to hurt the server', () => {
  it('one byte over 1 MB is refused with 413', async () => {
    const captions = Buffer.concat([Buffer.from('WEBVTT\n\n'), Buffer.alloc(CAPTION_LIMIT, '0')]);
    await upload('lesson.vtt', captions, 413, 'The file is too large: a caption file may be at most 1 MB.');
  });

  it('of a million short lines is stored as it is: the server does not parse captions', async () => {
    const captions = Buffer.concat([Buffer.from('WEBVTT\n\n'), Buffer.alloc(CAPTION_LIMIT - 100, '\n')]);
    await upload('lesson.vtt', captions, 201);
  });
});
