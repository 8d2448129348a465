import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { pngImage } from '../../test/images.js';
import { imageSize, refuseOversizedImage } from './image-size.js';

const folder = mkdtempSync(join(tmpdir(), 'jal-image-size-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** A 320 × 120 image made by ffmpeg's encoders, as a camera or an editor would write it. */
function encoded(name: string, ...options: string[]): Buffer {
  const path = join(folder, name);
  const source = name.includes('alpha') ? 'color=c=blue@0.5:s=320x120,format=yuva420p' : 'color=c=blue:s=320x120';
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', source, '-frames:v', '1', ...options, path]);
  return readFileSync(path);
}

describe('the size an image says it has', () => {
  it.each([
    ['a JPEG', 'photo.jpg', [], 'image/jpeg'],
    ['a PNG', 'drawing.png', [], 'image/png'],
    ['a lossy WebP (VP8)', 'lossy.webp', ['-c:v', 'libwebp'], 'image/webp'],
    ['a lossless WebP (VP8L)', 'lossless.webp', ['-c:v', 'libwebp', '-lossless', '1'], 'image/webp'],
    ['a WebP with transparency (VP8X)', 'alpha.webp', ['-c:v', 'libwebp'], 'image/webp'],
  ])('is read from the header of %s', (_kind, name, options, contentType) => {
    expect(imageSize(encoded(name, ...options), contentType)).toEqual({ width: 320, height: 120 });
  });

  it('is unknown for bytes that only begin like an image', () => {
    expect(
      imageSize(Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(100)]), 'image/png'),
    ).toBeNull();
    expect(imageSize(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x01, 0, 0, 0, 0, 0, 0]), 'image/jpeg')).toBeNull();
    expect(imageSize(Buffer.concat([Buffer.from('RIFF\0\0\0\0WEBPVP8Z'), Buffer.alloc(40)]), 'image/webp')).toBeNull();
  });
});

describe('an uploaded image', () => {
  const file = (name: string, bytes: Buffer) => {
    const path = join(folder, name);
    writeFileSync(path, bytes);
    return path;
  };

  it('of 4096 × 4096 pixels passes; one pixel more is refused with 413, saying its size and the limit', async () => {
    await expect(
      refuseOversizedImage(file('square.png', pngImage({ width: 4096, height: 4096 })), 'image/png', 'png'),
    ).resolves.toBeUndefined();
    await expect(
      refuseOversizedImage(file('wide.png', pngImage({ width: 30_000, height: 30_000 })), 'image/png', 'png'),
    ).rejects.toMatchObject({
      statusCode: 413,
      errorCode: 'IMAGE_TOO_MANY_PIXELS',
      errorParams: { width: 30_000, height: 30_000 },
      message:
        'The image is 30000 × 30000 pixels: an image may have at most 16 megapixels (e.g. 4096 × 4096), or phones cannot show it. Make it smaller and upload it again.',
    });
    await expect(refuseOversizedImage(file('tall.png', pngImage({ width: 4096, height: 4097 })), 'image/png', 'png')).rejects.toMatchObject(
      {
        statusCode: 413,
      },
    );
  });

  it('whose header cannot be read is refused with 415', async () => {
    const path = file('broken.jpg', Buffer.from([0xff, 0xd8, 0xff, 0xd9]));
    await expect(refuseOversizedImage(path, 'image/jpeg', 'jpg')).rejects.toMatchObject({
      statusCode: 415,
      errorCode: 'FILE_CONTENT_MISMATCH',
      errorParams: { extension: 'jpg' },
      message: "The file's content is not a jpg image.",
    });
  });
});
