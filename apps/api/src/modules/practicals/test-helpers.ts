import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp, { type Sharp } from 'sharp';
import { exifBlock, withExifBlock, type ExifFacts } from '@jal/contracts';

/** A picture of blurred noise, the same for the same seed: different seeds make pictures as different as two scenes. */
export function scenePhoto(seed: number, { width = 480, height = 360 } = {}): Sharp {
  let state = seed * 2654435761;
  const pixels = Buffer.alloc(width * height * 3);
  // Noise in 24-pixel blocks, then blurred: large features, as a photo has, which a difference hash keeps under re-encoding.
  const block = 24;
  const columns = Math.ceil(width / block);
  const values = Array.from({ length: columns * Math.ceil(height / block) * 3 }, () => {
    state = (state * 1103515245 + 12345) >>> 0;
    return state >>> 24;
  });
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      for (let c = 0; c < 3; c++)
        pixels[(y * width + x) * 3 + c] = values[(Math.floor(y / block) * columns + Math.floor(x / block)) * 3 + c] ?? 0;
  return sharp(pixels, { raw: { width, height, channels: 3 } }).blur(6);
}

export const jpegPhoto = (seed: number, options?: { width?: number; height?: number; quality?: number }) =>
  scenePhoto(seed, options)
    .jpeg({ quality: options?.quality ?? 90 })
    .toBuffer();
export const pngPhoto = (seed: number) => scenePhoto(seed).png().toBuffer();

type ExifSpec = { takenAt?: string; offset?: string; latitude?: number; longitude?: number };

/** The facts of a spec written as a camera writes them: `YYYY:MM:DD HH:MM:SS` and `+05:30`. */
function exifFacts({ takenAt, offset, latitude, longitude }: ExifSpec): ExifFacts {
  const zone = offset ? /^([+-])(\d{2}):(\d{2})$/.exec(offset) : null;
  return {
    localTime: takenAt ? takenAt.replace(' ', 'T').replace(/^(\d{4}):(\d{2}):/, '$1-$2-') : null,
    offsetMinutes: zone ? (zone[1] === '-' ? -1 : 1) * (Number(zone[2]) * 60 + Number(zone[3])) : null,
    latitude: latitude ?? null,
    longitude: longitude ?? null,
  };
}

/** A JPEG with an EXIF block written right after its start marker, as a camera writes it. */
export const withExif = (jpeg: Buffer, spec: ExifSpec): Buffer => Buffer.from(withExifBlock(jpeg, exifBlock(exifFacts(spec))));

/** A tone of `seconds` recorded as a phone's browser records (WebM with Opus), made by ffmpeg. */
export function recording(seconds: number, format: 'webm' | 'wav' = 'webm'): Buffer {
  const folder = mkdtempSync(join(tmpdir(), 'jal-voice-'));
  try {
    const target = join(folder, `note.${format}`);
    const codec = format === 'webm' ? ['-c:a', 'libopus', '-b:a', '16k'] : ['-ar', '8000'];
    const run = spawnSync('ffmpeg', [
      '-v',
      'error',
      '-f',
      'lavfi',
      '-i',
      `sine=frequency=440:duration=${seconds}`,
      '-ac',
      '1',
      ...codec,
      target,
    ]);
    if (run.status !== 0) throw new Error(`ffmpeg could not make a recording: ${run.stderr.toString()}`);
    return readFileSync(target);
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
