import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, rename, stat, unlink } from 'node:fs/promises';
import { dirname } from 'node:path';
import { AUDIO_FORMATS, type AudioFormat } from '@jal/contracts';
import { programOnPath } from './program-path.js';

/**
 * A text read aloud by the machine's espeak-ng (which speaks Hindi with its numbers, conjuncts
 * and the inherent vowel dropped where Hindi drops it), encoded by ffmpeg into small files, each
 * format from the same reading in one pass:
 * - MP3, mono, 22.05 kHz, 32 kb/s: plays in every browser a cheap Android phone has, old ones
 *   included; about a quarter of a megabyte a minute.
 * - Opus in Ogg, mono, 16 kHz, 12 kb/s, tuned for speech (`voip`), 60 ms frames: about 35% of the
 *   MP3's bytes for the same fidelity over the band speech uses (docs/decisions/146).
 */

export type SpeechFile = { contentType: string; extension: string; encoding: string[] };

/** The Opus files' target bit rate (variable: pauses cost less, so a file's average is a little lower). */
export const OPUS_BITS_PER_SECOND = 12_000;

/** Speech needs neither stereo nor more than 8–11 kHz of bandwidth. */
export const SPEECH_FILES: Record<AudioFormat, SpeechFile> = {
  mp3: {
    contentType: AUDIO_FORMATS.mp3,
    extension: 'mp3',
    encoding: ['-ac', '1', '-ar', '22050', '-c:a', 'libmp3lame', '-b:a', '32k', '-f', 'mp3'],
  },
  opus: {
    contentType: AUDIO_FORMATS.opus,
    extension: 'opus',
    // At 12 kb/s libopus codes a voice as wideband (up to 8 kHz), all that 16 kHz input holds;
    // 60 ms frames spend fewer bytes on each frame's header and the container's pages than 20 ms.
    encoding: [
      ...['-ac', '1', '-ar', '16000', '-c:a', 'libopus', '-b:a', String(OPUS_BITS_PER_SECOND), '-vbr', 'on'],
      ...['-application', 'voip', '-frame_duration', '60', '-f', 'ogg'],
    ],
  },
};

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

/** What a synthesis made: each format's file size, and the length of the speech. */
export type SpeechMade = { sizes: Partial<Record<AudioFormat, number>>; durationSeconds: number | null };

/** A running synthesis: `done` settles when the files are in place; `stop` ends it early (the server is closing). */
export type RunningSpeech = { done: Promise<SpeechMade>; stop: () => void };

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
 * Speaks `speech.text` into a file per format at `targets` (an MP3, an Opus file, or both):
 * espeak-ng's WAV goes straight into one ffmpeg with an output per format (no file in between).
 * Each file is written under a temporary name and renamed once all are complete, so a
 * half-written file is never served. The length is counted from the WAV that passed through.
 */
export function synthesizeSpeech(tools: SpeechTools, speech: Speech, targets: Partial<Record<AudioFormat, string>>): RunningSpeech {
  const outputs = (Object.entries(targets) as [AudioFormat, string][]).map(([format, target]) => ({
    format,
    target,
    partial: `${target}.partial-${process.pid}-${Date.now()}`,
  }));
  const children: ChildProcess[] = [];
  let stopped = false;
  const done = (async (): Promise<SpeechMade> => {
    if (outputs.length === 0) throw new Error('no format to make');
    await Promise.all(outputs.map(({ target }) => mkdir(dirname(target), { recursive: true })));
    try {
      if (stopped) throw new Error('stopped before it began');
      // One thread: the audio is made in the background while the same cores serve learners.
      const encoder = spawn(
        tools.ffmpeg,
        [
          ...['-nostdin', '-v', 'error', '-y', '-threads', '1', '-f', 'wav', '-i', 'pipe:0'],
          ...outputs.flatMap(({ format, partial }) => [...SPEECH_FILES[format].encoding, partial]),
        ],
        { stdio: ['pipe', 'ignore', 'pipe'] },
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
      const sizes: Partial<Record<AudioFormat, number>> = {};
      for (const { format, target, partial } of outputs) {
        await rename(partial, target);
        sizes[format] = (await stat(target)).size;
      }
      return { sizes, durationSeconds: wavSeconds(header, wavBytes) };
    } catch (error) {
      for (const child of children) child.kill('SIGKILL');
      await Promise.all(outputs.map(({ partial }) => unlink(partial).catch(() => {})));
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
