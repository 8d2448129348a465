import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { storedLessonContent } from '@jal/contracts';
import { describe, expect, it } from 'vitest';
import { assetsDir } from '../lib/assets-dir.js';
import { probeFileDuration } from '../lib/media-duration.js';
import { seedCourses } from './courses-data.js';
import { seedMediaFileList } from './learning-media.js';
import { lessonContent } from './lesson-content.js';

const lessons = seedCourses.flatMap((course) => course.modules.flatMap((module) => module.lessons));
const ofKind = <K extends string>(kind: K) => lessons.filter((lesson) => lesson.kind === kind);
const mediaPath = (id: string) => join(assetsDir(), 'media', seedMediaFileList.find((file) => file.id === id)!.filename);
const webPublic = fileURLToPath(new URL('../../../web/public', import.meta.url));

/** A WebVTT time, hh:mm:ss.mmm, in seconds. */
const seconds = (stamp: string) => stamp.split(':').reduce((total, part) => total * 60 + Number(part), 0);

const ffprobe = (() => {
  try {
    execFileSync('ffprobe', ['-version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

describe('the demo lessons each have media made for them', () => {
  it('no two video lessons share a video or a caption file, and no two document lessons share a PDF', () => {
    const videos = ofKind('video').map((lesson) => storedLessonContent.video.parse(lessonContent(lesson)));
    const documents = ofKind('document').map((lesson) => storedLessonContent.document.parse(lessonContent(lesson)));
    expect(videos).toHaveLength(15);
    expect(documents).toHaveLength(11);
    const videoFiles = videos.flatMap((content) => [content.mediaId, ...(content.mediaByLanguage ?? []).map((copy) => copy.mediaId)]);
    const captionFiles = videos.flatMap((content) => content.captions.map((caption) => caption.mediaId));
    const pdfFiles = documents.map((content) => content.mediaId);
    // Each lesson's video in English and in Hindi.
    expect(new Set(videoFiles).size).toBe(videos.length * 2);
    expect(new Set(captionFiles).size).toBe(videos.length * 2);
    expect(new Set(pdfFiles).size).toBe(documents.length);
    for (const id of [...videoFiles, ...captionFiles, ...pdfFiles]) expect(existsSync(mediaPath(id!))).toBe(true);
    // And the bytes differ too, not only the names.
    const digest = (id: string) => readFileSync(mediaPath(id)).toString('base64');
    expect(new Set(videoFiles.map((id) => digest(id!))).size).toBe(videos.length * 2);
    expect(new Set(pdfFiles.map((id) => digest(id!))).size).toBe(documents.length);
  });

  it('every text lesson shows a figure made for it, with alt text in English and in Hindi', () => {
    const texts = ofKind('text');
    expect(texts).toHaveLength(21);
    const sources = new Set<string>();
    for (const lesson of texts) {
      const { body } = storedLessonContent.text.parse(lessonContent(lesson));
      for (const language of ['en', 'hi'] as const) {
        const image = /^!\[([^\]]+)\]\((\/images\/lessons\/\S+\.svg) =\d+x\d+\)$/m.exec(body[language] ?? '');
        expect(image, `${lesson.title.en} (${language})`).not.toBeNull();
        const [, alt, src] = image!;
        expect(alt!.length).toBeGreaterThan(20);
        // The Hindi alt is written in Devanagari, the English one is not.
        expect(/[\u0900-\u097f]/.test(alt!)).toBe(language === 'hi');
        expect(existsSync(join(webPublic, src!))).toBe(true);
        sources.add(src!);
      }
    }
    expect(sources.size).toBe(texts.length * 2);
  });

  it('every video lesson has a Hindi file of its own, one speech track in each file, and every caption cue falls within the video', async () => {
    const probe = (file: string) =>
      JSON.parse(
        execFileSync(
          'ffprobe',
          ['-v', 'error', '-show_entries', 'format=duration:stream=codec_type:stream_tags=language', '-of', 'json', file],
          { encoding: 'utf8' },
        ),
      ) as { format: { duration: string }; streams: { codec_type: string; tags?: { language?: string } }[] };
    const audioLanguages = (file: string) =>
      probe(file)
        .streams.filter((stream) => stream.codec_type === 'audio')
        .map((stream) => stream.tags?.language);
    for (const lesson of ofKind('video')) {
      const content = storedLessonContent.video.parse(lessonContent(lesson));
      const video = mediaPath(content.mediaId!);
      const copies = content.mediaByLanguage ?? [];
      expect(copies.map((copy) => copy.language)).toEqual(['hi']);
      const hindi = mediaPath(copies[0]!.mediaId);
      // The Hindi file is not the English one, and it is as long: one length for progress and captions.
      expect(readFileSync(hindi).equals(readFileSync(video))).toBe(false);
      const length = (await probeFileDuration(video, 'video/mp4'))!;
      expect(length).toBe(content.durationSeconds);
      expect(await probeFileDuration(hindi, 'video/mp4')).toBe(length);
      if (ffprobe) {
        expect(Math.abs(Number(probe(video).format.duration) - length)).toBeLessThan(0.05);
        // Browsers play a file's first audio track only: each file speaks one language, its own.
        expect(audioLanguages(video)).toEqual(['eng']);
        expect(audioLanguages(hindi)).toEqual(['hin']);
      }
      for (const caption of content.captions) {
        const vtt = readFileSync(mediaPath(caption.mediaId), 'utf8');
        expect(vtt.startsWith('WEBVTT')).toBe(true);
        const cues = [...vtt.matchAll(/^(\d\d:\d\d:\d\d\.\d{3}) --> (\d\d:\d\d:\d\d\.\d{3})$/gm)];
        expect(cues.length).toBeGreaterThan(1);
        for (const [, start, end] of cues) {
          expect(seconds(start!)).toBeLessThan(seconds(end!));
          expect(seconds(end!)).toBeLessThanOrEqual(length);
        }
      }
    }
  }, 60_000);
});
