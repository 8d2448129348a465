import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { MediaFile } from '@jal/contracts';
import { mediaFiles } from '../../db/schema.js';
import { assetsDir } from '../../lib/assets-dir.js';
import { body } from '../../test/body.js';
import { multipartFile } from '../../test/multipart.js';
import { signedInPerFile, testAppPerFile } from '../../test/test-app.js';

const t = testAppPerFile();
const admin = signedInPerFile(t, 'admin@jalshiksha.org');

function upload(filename: string, content: Buffer) {
  const { payload, headers } = multipartFile(filename, content);
  return t.app.inject({ method: 'POST', url: '/api/v1/media', payload, headers: { ...admin, ...headers } });
}

const storedDuration = async (id: string) =>
  (await t.database.db.select({ seconds: mediaFiles.durationSeconds }).from(mediaFiles).where(eq(mediaFiles.id, id)))[0]?.seconds;

describe('POST /media records a video length read from the file', () => {
  it('stores the length of an uploaded MP4, and none for a PDF', async () => {
    const video = await upload('ridge-walk.mp4', readFileSync(join(assetsDir(), 'media', 'ridge-walk.mp4')));
    expect(video.statusCode).toBe(201);
    expect(await storedDuration(body<MediaFile>(video).data.id)).toBe(17.917);

    const pdf = await upload('notes.pdf', readFileSync(join(assetsDir(), 'media', 'drainage-lines-field-guide.pdf')));
    expect(pdf.statusCode).toBe(201);
    expect(await storedDuration(body<MediaFile>(pdf).data.id)).toBeNull();
  });
});
