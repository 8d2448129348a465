import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { mkdir, rename, stat, unlink } from 'node:fs/promises';
import { dirname } from 'node:path';
import { promisify } from 'node:util';
import { programOnPath } from './program-path.js';

/**
 * Smaller copies of a video for slow links and costly data: H.264 video and AAC audio in an MP4
 * whose index comes first (`+faststart`), so a phone can start playing before the whole file is
 * there. The programs are the machine's own ffmpeg and ffprobe; without them, videos are offered
 * as uploaded only.
 */

export type VariantQuality = '240p' | '360p';

/**
 * The settings of each copy. A smaller picture tolerates a higher CRF (fewer bits) before it
 * looks worse; speech needs little audio bandwidth. veryfast keeps a server core busy for
 * seconds per minute of video rather than minutes.
 */
export const VARIANT_SETTINGS: Record<VariantQuality, { height: number; crf: number; audioBitrate: string }> = {
  '240p': { height: 240, crf: 30, audioBitrate: '64k' },
  '360p': { height: 360, crf: 28, audioBitrate: '96k' },
};

export const VARIANT_QUALITIES = Object.keys(VARIANT_SETTINGS) as VariantQuality[];

export type VideoTools = { ffmpeg: string; ffprobe: string };

/** ffmpeg and ffprobe on the PATH, or null when either is missing. */
export async function findVideoTools(pathEnv = process.env.PATH ?? ''): Promise<VideoTools | null> {
  const [ffmpeg, ffprobe] = await Promise.all([programOnPath('ffmpeg', pathEnv), programOnPath('ffprobe', pathEnv)]);
  return ffmpeg && ffprobe ? { ffmpeg, ffprobe } : null;
}

/** The height in pixels of the video's first picture stream, or null when it has none. */
export async function videoHeight(tools: VideoTools, path: string): Promise<number | null> {
  const { stdout } = await promisify(execFile)(
    tools.ffprobe,
    ['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'stream=height', '-of', 'csv=p=0', path],
    { timeout: 60_000 },
  );
  const height = Number.parseInt(stdout.trim(), 10);
  return Number.isFinite(height) && height > 0 ? height : null;
}

/** The ffmpeg arguments for one copy: the first picture and sound streams only, scaled to the height, width kept even. */
export function variantArguments(source: string, target: string, quality: VariantQuality): string[] {
  const { height, crf, audioBitrate } = VARIANT_SETTINGS[quality];
  // One thread: the copies are made in the background while the same cores serve learners.
  return [
    ...['-nostdin', '-v', 'error', '-y', '-i', source, '-map', '0:v:0', '-map', '0:a:0?', '-sn', '-dn'],
    ...['-vf', `scale=-2:${height}`, '-c:v', 'libx264', '-preset', 'veryfast', '-crf', String(crf)],
    // The main profile and 4:2:0 colour play on every phone that plays video at all.
    ...['-profile:v', 'main', '-pix_fmt', 'yuv420p', '-threads', '1'],
    ...['-c:a', 'aac', '-b:a', audioBitrate, '-ac', '2', '-movflags', '+faststart', '-f', 'mp4', target],
  ];
}

/** A running copy: `done` settles when ffmpeg ends; `stop` ends it early (the server is closing). */
export type RunningCopy = { done: Promise<number>; stop: () => void };

/**
 * Makes one copy at `target`: written under a temporary name and renamed once complete, so a
 * half-written file is never served. Resolves with the copy's size in bytes.
 */
export function makeVariantFile(tools: VideoTools, source: string, target: string, quality: VariantQuality): RunningCopy {
  const partial = `${target}.partial-${process.pid}-${Date.now()}`;
  let child: ChildProcess | undefined;
  let stopped = false;
  const done = (async () => {
    await mkdir(dirname(target), { recursive: true });
    try {
      await new Promise<void>((resolve, reject) => {
        if (stopped) return reject(new Error('stopped before it began'));
        let errors = '';
        child = spawn(tools.ffmpeg, variantArguments(source, partial, quality), { stdio: ['ignore', 'ignore', 'pipe'] });
        child.stderr?.on('data', (chunk: Buffer) => {
          errors = (errors + chunk.toString('utf8')).slice(-2000);
        });
        // A video of 50 MB takes well under this; a stuck process must not hold the queue for good.
        const timer = setTimeout(() => child?.kill('SIGKILL'), 30 * 60_000);
        child.on('error', (error) => {
          clearTimeout(timer);
          reject(error);
        });
        child.on('close', (code, signal) => {
          clearTimeout(timer);
          if (code === 0) resolve();
          else reject(new Error(`ffmpeg ended with ${signal ?? `code ${code}`}: ${errors.trim() || 'no message'}`));
        });
      });
      await rename(partial, target);
    } catch (error) {
      await unlink(partial).catch(() => {});
      throw error;
    }
    return (await stat(target)).size;
  })();
  return {
    done,
    stop: () => {
      stopped = true;
      child?.kill('SIGKILL');
    },
  };
}
