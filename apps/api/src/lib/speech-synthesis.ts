import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, rename, stat, unlink } from 'node:fs/promises';
import { dirname } from 'node:path';
import { programOnPath } from './program-path.js';

/**
 * A text read aloud by the machine's espeak-ng (which speaks Hindi with its numbers, conjuncts
 * and the inherent vowel dropped where Hindi drops it), encoded by ffmpeg into a small MP3:
 * mono, 22.05 kHz, 32 kb/s. MP3 plays in every browser a cheap Android phone has, old ones
 * included; speech at this rate stays clear and costs about a quarter of a megabyte a minute.
 */

export const SPEECH_CONTENT_TYPE = 'audio/mpeg';
export const SPEECH_EXTENSION = 'mp3';

/** The encoder's settings: speech needs neither stereo nor more than 11 kHz of bandwidth. */
const ENCODING = ['-ac', '1', '-ar', '22050', '-c:a', 'libmp3lame', '-b:a', '32k'];

export type SpeechTools = { espeak: string; ffmpeg: string };

/** What to say and how: an espeak-ng voice name and its speed in words per minute. */
export type Speech = { voice: string; wordsPerMinute: number; text: string };

/** espeak-ng and ffmpeg on the PATH, or null when either is missing. */
export async function findSpeechTools(pathEnv = process.env.PATH ?? ''): Promise<SpeechTools | null> {
  const [espeak, ffmpeg] = await Promise.all([programOnPath('espeak-ng', pathEnv), programOnPath('ffmpeg', pathEnv)]);
  return espeak && ffmpeg ? { espeak, ffmpeg } : null;
}

/**
 * The seconds of sound in a WAV stream of `totalBytes`, read from its header: espeak-ng writes
 * its stream before it knows the length, so the header's own sizes are not to be believed, but
 * its byte rate is. Null when the header cannot be read.
 */
export function wavSeconds(header: Buffer, totalBytes: number): number | null {
  if (header.length < 12 || header.toString('latin1', 0, 4) !== 'RIFF' || header.toString('latin1', 8, 12) !== 'WAVE') return null;
  let offset = 12;
  let byteRate = 0;
  while (offset + 8 <= header.length) {
    const id = header.toString('latin1', offset, offset + 4);
    const size = header.readUInt32LE(offset + 4);
    if (id === 'fmt ' && offset + 20 <= header.length) byteRate = header.readUInt32LE(offset + 8 + 8);
    if (id === 'data') {
      const seconds = byteRate > 0 ? (totalBytes - (offset + 8)) / byteRate : NaN;
      return Number.isFinite(seconds) && seconds > 0 ? seconds : null;
    }
    offset += 8 + size + (size % 2);
  }
  return null;
}

/** A running synthesis: `done` settles when the file is in place; `stop` ends it early (the server is closing). */
export type RunningSpeech = { done: Promise<{ sizeBytes: number; durationSeconds: number | null }>; stop: () => void };

function ended(child: ChildProcess, name: string): Promise<void> {
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString('utf8')).slice(-2000);
  });
  return new Promise((resolve, reject) => {
    // A lesson takes seconds; a stuck process must not hold the queue for good.
    const timer = setTimeout(() => child.kill('SIGKILL'), 5 * 60_000);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`${name} ended with ${signal ?? `code ${code}`}: ${errors.trim() || 'no message'}`));
    });
  });
}

/**
 * Speaks `speech.text` into an MP3 at `target`: espeak-ng's WAV goes straight into ffmpeg (no
 * file in between), the MP3 is written under a temporary name and renamed once complete, so a
 * half-written file is never served. The length is counted from the WAV that passed through.
 */
export function synthesizeSpeech(tools: SpeechTools, speech: Speech, target: string): RunningSpeech {
  const partial = `${target}.partial-${process.pid}-${Date.now()}`;
  const children: ChildProcess[] = [];
  let stopped = false;
  const done = (async () => {
    await mkdir(dirname(target), { recursive: true });
    try {
      if (stopped) throw new Error('stopped before it began');
      // One thread: the audio is made in the background while the same cores serve learners.
      const encoder = spawn(
        tools.ffmpeg,
        ['-nostdin', '-v', 'error', '-y', '-threads', '1', '-f', 'wav', '-i', 'pipe:0', ...ENCODING, '-f', 'mp3', partial],
        {
          stdio: ['pipe', 'ignore', 'pipe'],
        },
      );
      const speaker = spawn(tools.espeak, ['-v', speech.voice, '-s', String(speech.wordsPerMinute), '--stdout'], {
        stdio: ['pipe', 'pipe', 'pipe'],
      });
      children.push(encoder, speaker);
      let header = Buffer.alloc(0);
      let wavBytes = 0;
      speaker.stdout.on('data', (chunk: Buffer) => {
        if (header.length < 256) header = Buffer.concat([header, chunk]).subarray(0, 256);
        wavBytes += chunk.length;
      });
      speaker.stdout.pipe(encoder.stdin);
      // A closed pipe shows as the process's own failure below; it must not end the server.
      encoder.stdin.on('error', () => {});
      speaker.stdin.on('error', () => {});
      speaker.stdin.end(speech.text, 'utf8');
      await Promise.all([ended(speaker, 'espeak-ng'), ended(encoder, 'ffmpeg')]);
      await rename(partial, target);
      return { sizeBytes: (await stat(target)).size, durationSeconds: wavSeconds(header, wavBytes) };
    } catch (error) {
      for (const child of children) child.kill('SIGKILL');
      await unlink(partial).catch(() => {});
      throw error;
    }
  })();
  return {
    done,
    stop: () => {
      stopped = true;
      for (const child of children) child.kill('SIGKILL');
    },
  };
}
