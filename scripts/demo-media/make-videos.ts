// Makes each demo video: its pictures drawn to PNG, each sentence spoken by espeak-ng in English
// and in Hindi, and two small MP4s (640 × 360, H.264 at 12 frames a second) of the same frames,
// one per language with that language's speech as its only audio track (browsers play only a
// file's first track, so a Hindi reader needs a file of their own), plus WebVTT captions in both
// languages timed to the speech. Each sentence's picture stays for the longer of its two
// readings, so both files and both caption files share one timing. Writes the measured lengths
// to the seed.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LESSON_VOICES } from '../../apps/api/src/modules/lesson-audio/jobs.js';
import { videoFilename } from '../../apps/api/src/seed/video-files.js';
import { startRenderer } from './render.js';
import { picture } from './svg.js';
import { type Video, videos } from './videos.js';

const mediaDir = fileURLToPath(new URL('../../apps/api/assets/media/', import.meta.url));
const durationsFile = fileURLToPath(new URL('../../apps/api/src/seed/demo-video-durations.json', import.meta.url));
/** Silence after each sentence, so one picture does not crowd the next. */
const PAUSE = 0.7;
const LANGUAGES = ['en', 'hi'] as const;
/** The ISO 639-2 names players show for an audio track. */
const AUDIO_LANGUAGE_TAGS = { en: 'eng', hi: 'hin' } as const;

function seconds(file: string): number {
  return Number(
    execFileSync('ffprobe', ['-v', 'error', '-show_entries', 'format=duration', '-of', 'csv=p=0', file], { encoding: 'utf8' }).trim(),
  );
}

const stamp = (value: number) => {
  const ms = Math.round(value * 1000);
  const pad = (n: number, width = 2) => String(n).padStart(width, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
};

async function makeVideo(video: Video, png: (svg: string, path: string) => Promise<void>): Promise<number> {
  const work = mkdtempSync(join(tmpdir(), `demo-${video.key}-`));
  try {
    const spoken = video.slides.map(
      (slide, index) =>
        Object.fromEntries(
          LANGUAGES.map((language) => {
            const file = join(work, `${index}.${language}.wav`);
            const voice = LESSON_VOICES[language]!;
            execFileSync('espeak-ng', ['-v', voice.voice, '-s', String(voice.wordsPerMinute), '-w', file, slide.narration[language]]);
            return [language, { file, seconds: seconds(file) }];
          }),
        ) as Record<(typeof LANGUAGES)[number], { file: string; seconds: number }>,
    );
    const lengths = spoken.map((speech) => Math.round((Math.max(speech.en.seconds, speech.hi.seconds) + PAUSE) * 10) / 10);
    for (const [index, slide] of video.slides.entries())
      await png(picture('both', slide.heading, slide.draw('both')), join(work, `${index}.png`));

    const inputs: string[] = [];
    const filters: string[] = [];
    video.slides.forEach((_, index) => {
      const length = lengths[index]!;
      inputs.push('-loop', '1', '-framerate', '12', '-t', String(length), '-i', join(work, `${index}.png`));
      inputs.push('-i', spoken[index]!.en.file, '-i', spoken[index]!.hi.file);
      const base = index * 3;
      filters.push(`[${base}:v]format=yuv420p,fade=t=in:st=0:d=0.3[v${index}]`);
      filters.push(`[${base + 1}:a]apad=whole_dur=${length},atrim=0:${length}[en${index}]`);
      filters.push(`[${base + 2}:a]apad=whole_dur=${length},atrim=0:${length}[hi${index}]`);
    });
    const count = video.slides.length;
    const join3 = (prefix: string) => video.slides.map((_, index) => `[${prefix}${index}]`).join('');
    filters.push(
      `${join3('v')}concat=n=${count}:v=1:a=0[v]`,
      `${join3('en')}concat=n=${count}:v=0:a=1[en]`,
      `${join3('hi')}concat=n=${count}:v=0:a=1[hi]`,
    );
    // Encoded once, then copied into each language's file: the two files' frames are the same bytes.
    const both = join(work, 'both.mp4');
    execFileSync('ffmpeg', [
      ...['-nostdin', '-v', 'error', '-y', ...inputs, '-filter_complex', filters.join(';')],
      ...['-map', '[v]', '-map', '[en]', '-map', '[hi]'],
      ...['-c:v', 'libx264', '-profile:v', 'main', '-preset', 'slow', '-tune', 'stillimage', '-crf', '30', '-r', '12'],
      ...['-c:a', 'aac', '-b:a', '24k', '-ac', '1', '-ar', '22050', both],
    ]);
    LANGUAGES.forEach((language, index) => {
      execFileSync('ffmpeg', [
        ...['-nostdin', '-v', 'error', '-y', '-i', both, '-map', '0:v', '-map', `0:a:${index}`, '-c', 'copy'],
        ...['-metadata:s:a:0', `language=${AUDIO_LANGUAGE_TAGS[language]}`, '-disposition:a:0', 'default'],
        ...['-map_metadata', '-1', '-fflags', '+bitexact', '-movflags', '+faststart', join(mediaDir, videoFilename(video.key, language))],
      ]);
    });
    const out = join(mediaDir, videoFilename(video.key, 'en'));

    for (const language of LANGUAGES) {
      let start = 0;
      const cues = video.slides.map((slide, index) => {
        const cue = `${stamp(start)} --> ${stamp(start + spoken[index]![language].seconds)}\n${slide.narration[language]}`;
        start += lengths[index]!;
        return cue;
      });
      writeFileSync(join(mediaDir, `${video.key}.${language}.vtt`), `WEBVTT\n\n${cues.join('\n\n')}\n`);
    }
    return seconds(out);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

export async function makeVideos(only?: string) {
  const renderer = await startRenderer();
  const durations: Record<string, number> = {};
  try {
    for (const video of videos) {
      if (only && video.key !== only) continue;
      // To the millisecond, as the server reads it from the file: the seed and the server agree.
      durations[video.key] = Math.round((await makeVideo(video, renderer.png)) * 1000) / 1000;
      console.log(`video ${video.key}: ${durations[video.key]} s`);
    }
  } finally {
    await renderer.close();
  }
  if (!only) writeFileSync(durationsFile, `${JSON.stringify(durations, null, 2)}\n`);
}
