import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { MediaFile, OfflinePackage } from '@jal/contracts';
import { mediaFiles, mediaVariants } from '../../db/schema.js';
import { body } from '../../test/body.js';
import { multipartFile } from '../../test/multipart.js';
import { pngImage } from '../../test/images.js';
import { signedInPerFile, testAppPerFile } from '../../test/test-app.js';
import { courseLessons, DEMO_COURSE, newLearner } from '../learning/test-helpers.js';
import { findMedia } from './repository.js';

// Uploaded pictures lose their metadata and get smaller copies (WebP, and their own format) at
// the widths the pages use; a course's offline download keeps only its image's smallest copy.

const t = testAppPerFile();
const admin = signedInPerFile(t, 'admin@jalshiksha.org');

/** A photo as a phone takes it: 1200 × 800 pixels, on its side (EXIF orientation 6), with where and by what it was taken. */
function phonePhoto(): Promise<Buffer> {
  return sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .composite([{ input: { create: { width: 300, height: 200, channels: 3, background: { r: 240, g: 200, b: 40 } } }, top: 0, left: 0 }])
    .jpeg({ quality: 92 })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'Phone Maker', Model: 'Field Phone 2', Copyright: 'Village survey' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '19/1 5/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '74/1 44/1 0/1' },
    })
    .toBuffer();
}

const upload = (filename: string, bytes: Buffer) =>
  t.app.inject({ method: 'POST', url: '/api/v1/media', ...withHeaders(multipartFile(filename, bytes)) });
const withHeaders = ({ payload, headers }: ReturnType<typeof multipartFile>) => ({ payload, headers: { ...headers, ...admin } });
const get = (url: string) => t.app.inject({ method: 'GET', url, headers: admin });

describe('an uploaded photo', () => {
  it('is kept upright and without its EXIF, and gets WebP and JPEG copies 320 and 640 pixels wide', async () => {
    const photo = await phonePhoto();
    const sent = await sharp(photo).metadata();
    expect(sent.exif?.toString('latin1')).toContain('Field Phone 2');
    const answer = await upload('ridge.jpg', photo);
    expect(answer.statusCode, answer.body).toBe(201);
    const file = body<MediaFile>(answer).data;

    const original = await get(`/api/v1/media/${file.id}`);
    expect(original.headers['content-type']).toBe('image/jpeg');
    expect(original.rawPayload.length).toBe(file.sizeBytes);
    const kept = await sharp(original.rawPayload).metadata();
    expect(kept).toMatchObject({ format: 'jpeg', width: 800, height: 1200 });
    expect(kept.exif).toBeUndefined();
    expect(kept.orientation).toBeUndefined();
    expect(original.rawPayload.includes('Field Phone 2')).toBe(false);

    const copies = await t.database.db.select().from(mediaVariants).where(eq(mediaVariants.mediaId, file.id));
    expect(copies.map((copy) => [copy.quality, copy.contentType]).sort()).toEqual([
      ['320w.jpeg', 'image/jpeg'],
      ['320w.webp', 'image/webp'],
      ['640w.jpeg', 'image/jpeg'],
      ['640w.webp', 'image/webp'],
    ]);
    for (const [query, format, width] of [
      ['width=320&format=webp', 'webp', 320],
      ['width=640&format=webp', 'webp', 640],
      ['width=320', 'jpeg', 320],
      ['width=640', 'jpeg', 640],
    ] as const) {
      const copy = await get(`/api/v1/media/${file.id}?${query}`);
      expect(copy.statusCode).toBe(200);
      expect(copy.headers['content-type']).toBe(`image/${format}`);
      expect(copy.headers['cache-control']).toBe('private, max-age=31536000, immutable');
      expect(copy.headers['content-disposition']).toBe(`inline; filename="ridge-${width}w.${format}"`);
      const seen = await sharp(copy.rawPayload).metadata();
      expect(seen).toMatchObject({ format, width, height: width * 1.5 });
      expect(seen.exif).toBeUndefined();
      expect(copy.rawPayload.length).toBeLessThan(file.sizeBytes);
    }
    const webp = copies.find((copy) => copy.quality === '320w.webp');
    const jpeg = copies.find((copy) => copy.quality === '320w.jpeg');
    expect(webp?.sizeBytes).toBeLessThan(jpeg?.sizeBytes ?? 0);
    expect((await get(`/api/v1/media/${file.id}?width=480`)).statusCode).toBe(400);
    expect((await get(`/api/v1/media/${file.id}?width=320&format=avif`)).statusCode).toBe(400);
  });

  it('without metadata is kept as uploaded; one narrower than every copy gets none and is sent for any width', async () => {
    const plain = await sharp({ create: { width: 200, height: 100, channels: 4, background: '#0a6' } })
      .png()
      .toBuffer();
    const answer = await upload('tank.png', plain);
    expect(answer.statusCode, answer.body).toBe(201);
    const file = body<MediaFile>(answer).data;
    expect(file.sizeBytes).toBe(plain.length);
    expect(await t.database.db.select().from(mediaVariants).where(eq(mediaVariants.mediaId, file.id))).toEqual([]);
    const asked = await get(`/api/v1/media/${file.id}?width=320&format=webp`);
    expect(asked.headers['content-type']).toBe('image/png');
    expect(asked.rawPayload.equals(plain)).toBe(true);
    // Prepared on upload: the picture itself is all there will be, kept as long as a copy would be.
    expect(asked.headers['cache-control']).toBe('private, max-age=31536000, immutable');
  });

  it('whose header passes but whose data does not decode is refused with 415, leaving nothing', async () => {
    const before = (await t.database.db.select().from(mediaFiles)).length;
    const broken = Buffer.concat([(await phonePhoto()).subarray(0, 600), Buffer.alloc(4000, 0x55)]);
    const answer = await upload('broken.jpg', broken);
    expect(answer.statusCode, answer.body).toBe(415);
    expect(body(answer)).toMatchObject({ message: "The file's content is not a jpg image.", errorCode: 'FILE_CONTENT_MISMATCH' });
    const garbage = Buffer.from(pngImage({ width: 640, height: 480 }));
    // The picture's data replaced by filler of the same length.
    garbage.fill(7, garbage.indexOf('IDAT') + 4, garbage.length - 16);
    expect((await upload('filler.png', garbage)).statusCode).toBe(415);
    expect((await t.database.db.select().from(mediaFiles)).length).toBe(before);
  });

  it('uploaded before pictures were prepared is stored again without its EXIF and given its copies at start-up', async () => {
    const photo = await phonePhoto();
    const answer = await upload('old.jpg', photo);
    const { id } = body<MediaFile>(answer).data;
    const row = await findMedia(t.database.db, id);
    // As it was kept before: the bytes as uploaded, no copies, not prepared.
    await t.app.mediaStore.put(row?.storagePath ?? '', Readable.from([photo]));
    await t.database.db.update(mediaFiles).set({ sizeBytes: photo.length, preparedAt: null }).where(eq(mediaFiles.id, id));
    await t.database.db.delete(mediaVariants).where(eq(mediaVariants.mediaId, id));
    const standIn = await get(`/api/v1/media/${id}?width=320&format=webp`);
    expect(standIn.headers['content-type']).toBe('image/jpeg');
    expect(standIn.headers['cache-control']).toBe('private, max-age=3600');

    await t.app.imageCopies.addMissing();
    await t.app.imageCopies.idle();
    const after = await findMedia(t.database.db, id);
    expect(after?.preparedAt).not.toBeNull();
    const kept = await get(`/api/v1/media/${id}`);
    expect(kept.rawPayload.length).toBe(after?.sizeBytes);
    expect((await sharp(kept.rawPayload).metadata()).exif).toBeUndefined();
    const copy = await get(`/api/v1/media/${id}?width=320&format=webp`);
    expect(copy.headers['content-type']).toBe('image/webp');
  });

  it('as a course image: the offline download keeps its smallest copy, a WebP, and not the photo', async () => {
    const { id } = body<MediaFile>(await upload('cover.jpg', await phonePhoto())).data;
    const { courseId } = await courseLessons(t.database.db);
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/courses/admin/${courseId}`,
      headers: admin,
      payload: { image: `/api/v1/media/${id}` },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const learner = await newLearner(t.app);
    await t.app.inject({ method: 'POST', url: `/api/v1/courses/${DEMO_COURSE}/enroll`, headers: learner.headers });
    const pack = body<OfflinePackage>(
      await t.app.inject({ method: 'GET', url: `/api/v1/courses/${DEMO_COURSE}/offline?purpose=sizes`, headers: learner.headers }),
    ).data;
    const images = pack.items.filter((item) => item.url.includes(id));
    const copies = await t.database.db.select().from(mediaVariants).where(eq(mediaVariants.mediaId, id));
    const smallest = copies.reduce((least, copy) => (copy.sizeBytes < least.sizeBytes ? copy : least));
    expect(smallest.quality).toBe('320w.webp');
    expect(images).toEqual([
      {
        url: `/api/v1/media/${id}?width=320&format=webp`,
        kind: 'image',
        lessonId: null,
        sizeBytes: smallest.sizeBytes,
        version: `${id}:320w.webp`,
      },
    ]);
    const sent = await t.app.inject({ method: 'GET', url: images[0]?.url ?? '', headers: learner.headers });
    expect(sent.headers['content-type']).toBe('image/webp');
    expect(sent.rawPayload.length).toBe(images[0]?.sizeBytes);
  });
});
