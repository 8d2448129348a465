// Photos as a phone's camera gives them: 12 megapixels (4000 × 3000), JPEG at a camera's quality,
// with EXIF, of field scenes with a natural photo's texture. A flat colour or smooth gradient
// compresses far better than a photo and would flatter the phone's shrinking; white noise far
// worse. Natural scenes have about as much contrast at every scale (a power spectrum falling as
// 1/f²), with edges between things, and a camera blurs the finest detail a little and adds sensor
// noise: that is what these are made of. The same seed makes the same photo.
import sharp from 'sharp';

export const CAMERA = { width: 4000, height: 3000, quality: 92 };

/** A pseudo-random generator (mulberry32): the same seed, the same photo. */
function random(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Noise at one scale: a grid of random values one `cell` apart, smoothly resized to the photo (-1 to 1). */
async function octave(next, width, height, cell) {
  const columns = Math.ceil(width / cell) + 1;
  const rows = Math.ceil(height / cell) + 1;
  const grid = Buffer.alloc(columns * rows);
  for (let i = 0; i < grid.length; i++) grid[i] = Math.floor(next() * 256);
  const values =
    cell === 1
      ? grid
      : await sharp(grid, { raw: { width: columns, height: rows, channels: 1 } })
          .resize(columns * cell, rows * cell, { kernel: 'cubic' })
          .extract({ left: 0, top: 0, width, height })
          .extractChannel(0)
          .raw()
          .toBuffer();
  const noise = new Float32Array(width * height);
  for (let i = 0; i < noise.length; i++) noise[i] = values[i] / 127.5 - 1;
  return noise;
}

/**
 * The field scenes: the colours of the ground, how much sky the top holds, and how much fine
 * detail (stones, leaves, grass) there is against large shapes.
 */
export const SCENES = [
  { name: 'gauge close up', seed: 11, ground: [118, 108, 92], accent: [70, 92, 104], sky: 0, fine: 1.0 },
  { name: 'dam from downstream', seed: 23, ground: [122, 112, 88], accent: [64, 98, 78], sky: 0.35, fine: 0.9 },
  { name: 'catchment upstream', seed: 37, ground: [96, 110, 70], accent: [140, 124, 90], sky: 0.22, fine: 1.15 },
];

/** A scene's pixels (RGB, 8 bits): a luminance of equal contrast at each scale with edges, coloured by two slow fields. */
async function scenePixels(scene, width, height) {
  const next = random(scene.seed);
  const size = width * height;
  const light = new Float32Array(size);
  // Each scale adds the same contrast (1/f² power); the finest two are softened as a lens and
  // demosaicing soften them.
  const cells = [512, 256, 128, 64, 32, 16, 8, 4, 2, 1];
  const soften = { 2: 0.75, 1: 0.45 };
  let edges;
  for (const cell of cells) {
    const noise = await octave(next, width, height, cell);
    if (cell === 32) edges = noise;
    const weight = (soften[cell] ?? 1) * (cell <= 8 ? scene.fine : 1);
    for (let i = 0; i < size; i++) light[i] += weight * noise[i];
  }
  // Edges between things (a stone and the next, a leaf and the shade): a steep step through one scale.
  for (let i = 0; i < size; i++) light[i] += 1.6 * Math.tanh(6 * edges[i]);
  const mix = await octave(next, width, height, 384);
  // Sensor noise: a table of random steps, read at a stride that does not repeat within a row.
  const grain = Float32Array.from({ length: 65_536 }, () => (next() - 0.5) * 6);
  const sky = [150, 180, 215];
  const pixels = Buffer.alloc(size * 3);
  const skyRows = Math.round(scene.sky * height);
  for (let y = 0; y < height; y++) {
    // The sky: smooth, lighter towards the horizon, with a soft horizon line.
    const skyWeight = skyRows === 0 ? 0 : Math.min(1, Math.max(0, (skyRows - y) / (0.04 * height)));
    const skyLift = (y / Math.max(1, skyRows)) * 30;
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      const m = Math.min(1, Math.max(0, 0.5 + mix[i]));
      for (let c = 0; c < 3; c++) {
        const groundValue = scene.ground[c] * (1 - m) + scene.accent[c] * m + light[i] * 15;
        const skyValue = sky[c] + skyLift + light[i] * 1.2;
        const value = skyValue * skyWeight + groundValue * (1 - skyWeight) + grain[((i * 3 + c) * 7919) & 65_535];
        pixels[i * 3 + c] = value < 0 ? 0 : value > 255 ? 255 : value;
      }
    }
  }
  return pixels;
}

/** EXIF as a phone writes it: the camera, the time the photo was taken, upright. */
const exifOf = (takenAt) => ({
  IFD0: { Make: 'Xiaomi', Model: 'Redmi 12', Software: 'camera', DateTime: takenAt },
  IFD2: { DateTimeOriginal: takenAt, ExposureTime: '1/250', FNumber: '1.8', ISOSpeedRatings: '100' },
});

/** One scene as the camera's JPEG file. */
export async function phonePhoto(scene, { width = CAMERA.width, height = CAMERA.height, takenAt = '2026:06:14 10:32:05' } = {}) {
  const pixels = await scenePixels(scene, width, height);
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .withExif(exifOf(takenAt))
    .jpeg({ quality: CAMERA.quality, chromaSubsampling: '4:2:0' })
    .toBuffer();
}
