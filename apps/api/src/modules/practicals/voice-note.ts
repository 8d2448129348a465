import { spawn } from 'node:child_process';
import { open, stat } from 'node:fs/promises';
import { PRACTICAL_LIMITS } from '@jal/contracts';
import { HttpError } from '../../lib/http-error.js';
import { programOnPath } from '../../lib/program-path.js';
import { SPEECH_FILES } from '../../lib/speech-synthesis.js';

/**
 * A practical's voice note, kept as the lesson audio is (docs/decisions/146): Opus in Ogg, mono,
 * 16 kHz, 12 kb/s, tuned for speech. A phone records WebM or Ogg Opus (Chrome, Firefox), MP4/AAC
 * (Safari), or a WAV or MP3 chosen from its files; the first bytes must say one of these, then
 * ffmpeg decodes and converts it, reading no more than a little past the longest note allowed,
 * and the length is read from the Opus file made (its last page's granule position).
 */

const latin = (head: Buffer, from: number, to: number) => head.toString('latin1', from, to);

export function isRecording(head: Buffer): boolean {
  if (latin(head, 0, 4) === 'OggS') return true;
  if (head.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]))) return true;
  if (latin(head, 4, 8) === 'ftyp') return true;
  if (latin(head, 0, 4) === 'RIFF' && latin(head, 8, 12) === 'WAVE') return true;
  if (latin(head, 0, 3) === 'ID3' || (head[0] === 0xff && ((head[1] ?? 0) & 0xe0) === 0xe0)) return true;
  return false;
}

/** Whether the file at `path` starts as a recording does (an empty file does not). */
export async function startsAsRecording(path: string): Promise<boolean> {
  const file = await open(path, 'r');
  try {
    const head = Buffer.alloc(16);
    const { bytesRead } = await file.read(head, 0, head.length, 0);
    return bytesRead > 0 && isRecording(head.subarray(0, bytesRead));
  } finally {
    await file.close();
  }
}

export const voiceNoteNotAudio = () =>
  new HttpError(415, 'The voice note is not a recording that can be played (WebM, Ogg, MP4/M4A, WAV or MP3).').coded(
    'VOICE_NOTE_NOT_AUDIO',
  );
export const voiceNoteTooLarge = () =>
  new HttpError(413, `The voice note is larger than ${PRACTICAL_LIMITS.voiceNoteBytes / (1024 * 1024)} MB.`).coded('VOICE_NOTE_TOO_LARGE', {
    megabytes: PRACTICAL_LIMITS.voiceNoteBytes / (1024 * 1024),
  });
const voiceNoteTooLong = (maxSeconds: number) =>
  new HttpError(413, `The voice note is longer than ${maxSeconds} seconds. Record a shorter one.`).coded('VOICE_NOTE_TOO_LONG', {
    seconds: maxSeconds,
  });

/** Seconds of sound in an Ogg Opus file: the last page's granule position (48 kHz samples) less the pre-skip. */
export async function oggOpusSeconds(path: string): Promise<number | null> {
  const { size } = await stat(path);
  const file = await open(path, 'r');
  try {
    const head = Buffer.alloc(Math.min(size, 64));
    await file.read(head, 0, head.length, 0);
    const opusHead = head.indexOf('OpusHead', 0, 'latin1');
    if (opusHead < 0) return null;
    const preSkip = head.readUInt16LE(opusHead + 10);
    const tail = Buffer.alloc(Math.min(size, 65_536));
    await file.read(tail, 0, tail.length, size - tail.length);
    const last = tail.lastIndexOf('OggS', undefined, 'latin1');
    if (last < 0 || last + 14 > tail.length) return null;
    const granule = tail.readBigInt64LE(last + 6);
    return Math.max(0, Number(granule) - preSkip) / 48_000;
  } finally {
    await file.close();
  }
}

/** Converts the recording at `source` into Opus at `target`; refuses what is not sound (415) or too long (413). */
export async function convertVoiceNote(
  source: string,
  target: string,
  maxSeconds: number,
): Promise<{ sizeBytes: number; durationSeconds: number }> {
  const ffmpeg = await programOnPath('ffmpeg', process.env.PATH ?? '');
  if (!ffmpeg) throw new HttpError(503, 'Voice notes cannot be received now: the server cannot convert them.');
  // A second past the limit is enough to know the note is too long, and bounds the work.
  const args = [
    ...['-nostdin', '-v', 'error', '-y', '-threads', '1', '-i', source, '-t', String(maxSeconds + 1)],
    ...['-vn', '-map_metadata', '-1', ...SPEECH_FILES.opus.encoding, target],
  ];
  const ok = await new Promise<boolean>((resolve) => {
    const child = spawn(ffmpeg, args, { stdio: ['ignore', 'ignore', 'ignore'] });
    const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    child.on('error', () => resolve(false));
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve(code === 0);
    });
  });
  const durationSeconds = ok ? await oggOpusSeconds(target).catch(() => null) : null;
  if (!durationSeconds) throw voiceNoteNotAudio();
  // Opus frames are 60 ms: a note of exactly the limit may come out a frame longer.
  if (durationSeconds > maxSeconds + 0.5) throw voiceNoteTooLong(maxSeconds);
  return { sizeBytes: (await stat(target)).size, durationSeconds: Math.round(durationSeconds * 10) / 10 };
}
