import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CourseAdminDetail, LessonAudio, OfflinePackage, PlayerLesson } from '@jal/contracts';
import type { LessonAudioRow } from '../../db/rows.js';
import { courses, lessonAudio } from '../../db/schema.js';
import { findSpeechTools, OPUS_BITS_PER_SECOND, wavSeconds } from '../../lib/speech-synthesis.js';
import { DEMO_PASSWORD } from '../../seed/accounts.js';
import { body } from '../../test/body.js';
import { bearer, createTestApp, signInAs, type TestApp } from '../../test/test-app.js';
import { courseLessons, lessonOfKind, newLearner } from '../learning/test-helpers.js';
import { NO_SYNTHESIZER_MESSAGE } from './jobs.js';
import { speakableText } from './speakable-text.js';

const tools = await findSpeechTools();
const OPUS = 'audio/ogg; codecs=opus';

/** What ffprobe reads in a stored file: its first stream's codec and channels, and the file's average bit rate. */
async function probe(t: TestApp, storagePath: string) {
  const file = await t.app.mediaStore.localFile(storagePath);
  if (!file) throw new Error(`${storagePath} is not stored`);
  try {
    const { stdout } = await promisify(execFile)('ffprobe', [
      ...['-v', 'error', '-select_streams', 'a:0', '-show_entries', 'stream=codec_name,channels:format=format_name,bit_rate'],
      ...['-of', 'json', file.path],
    ]);
    const parsed = JSON.parse(stdout) as {
      streams: { codec_name: string; channels: number }[];
      format: { format_name: string; bit_rate: string };
    };
    return { ...parsed.streams[0], container: parsed.format.format_name, bitsPerSecond: Number(parsed.format.bit_rate) };
  } finally {
    await file.release();
  }
}
if (!tools) console.warn('espeak-ng or ffmpeg not found on PATH: the tests that read lessons aloud are skipped (CI installs both).');

/** The messages of the log lines at level warn that `lines` holds. */
const warningsIn = (lines: string[]) =>
  lines
    .map((line) => JSON.parse(line) as { level: number; msg: string })
    .filter((line) => line.level === 40)
    .map((line) => line.msg);

describe('speakable text', () => {
  it('keeps the words of headings, lists, emphasis and links, and no marks or addresses', () => {
    const body = [
      '## Why **harvest** rain',
      '',
      'Read [the guide](https://example.org/guide) or visit https://bhuvan.nrsc.gov.in today.',
      'It is `free`.',
      '',
      '- first item',
      '- **second** item!',
      '',
      '![A check dam of stone](/images/dam.png =640x360)',
      '![](/images/plain.png)',
    ].join('\n');
    expect(speakableText(body, 'en')).toBe(
      ['Why harvest rain.', 'Read the guide or visit today. It is free.', 'first item.', 'second item!', 'A check dam of stone.'].join(
        '\n\n',
      ),
    );
  });

  it('ends a Hindi heading with a danda, and says nothing for an empty body', () => {
    expect(speakableText('## क्यों\n\nजल **महत्वपूर्ण** है।', 'hi')).toBe('क्यों।\n\nजल महत्वपूर्ण है।');
    expect(speakableText('  \n\n![](/x.png)\n', 'hi')).toBe('');
  });
});

describe('the length of a WAV stream', () => {
  it('counts the sound after the header at the header byte rate, whatever sizes the header claims', () => {
    const header = Buffer.alloc(44);
    header.write('RIFF', 0, 'latin1');
    header.writeUInt32LE(0x7fffffff, 4);
    header.write('WAVEfmt ', 8, 'latin1');
    header.writeUInt32LE(16, 16);
    header.writeUInt16LE(1, 20);
    header.writeUInt16LE(1, 22);
    header.writeUInt32LE(22050, 24);
    header.writeUInt32LE(44100, 28);
    header.write('data', 36, 'latin1');
    header.writeUInt32LE(0x7fffffff, 40);
    expect(wavSeconds(header, 44 + 44100 * 3)).toBe(3);
    expect(wavSeconds(Buffer.from('not a wave file'), 100)).toBeNull();
  });
});

describe('without espeak-ng', () => {
  it('is found on no PATH that lacks it', async () => {
    expect(await findSpeechTools('')).toBeNull();
    expect(await findSpeechTools(mkdtempSync(join(tmpdir(), 'jal-empty-path-')))).toBeNull();
  });

  it('says so once and makes nothing: the lesson is offered without audio', async () => {
    const lines: string[] = [];
    const t = await createTestApp({
      lessonAudio: true,
      findSpeechTools: () => Promise.resolve(null),
      logStream: { write: (line) => void lines.push(line) },
    });
    try {
      const { courseId, lessons } = await courseLessons(t.database.db);
      // Start-up queued the published lessons; then a course and a lesson.
      await t.app.lessonAudio.addCourse(courseId);
      await t.app.lessonAudio.add(lessonOfKind(lessons, 'text').id);
      await t.app.lessonAudio.idle();
      expect(warningsIn(lines)).toEqual([NO_SYNTHESIZER_MESSAGE]);
      expect(await t.database.db.select().from(lessonAudio)).toEqual([]);
      const learner = await newLearner(t.app);
      await t.app.inject({ method: 'POST', url: `/api/v1/courses/${courseId}/enroll`, headers: learner.headers });
      const lesson = await t.app.inject({
        method: 'GET',
        url: `/api/v1/courses/${courseId}/lessons/${lessonOfKind(lessons, 'text').id}`,
        headers: learner.headers,
      });
      expect(body<PlayerLesson>(lesson).data.content).toMatchObject({ kind: 'text', audio: [] });
    } finally {
      await t.close();
    }
  });
});

describe.skipIf(!tools)('with espeak-ng and ffmpeg: text lessons read aloud', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let courseId: string;
  let lessonId: string;
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: object) =>
    t.app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });
  const rows = async (): Promise<LessonAudioRow[]> =>
    (await t.database.db.select().from(lessonAudio).where(eq(lessonAudio.lessonId, lessonId))).sort((a, b) =>
      a.language.localeCompare(b.language),
    );
  const lessonBody = (en: string, hi: string) => ({
    kind: 'text',
    titleTranslations: { en: 'Rain on the ridge', hi: 'रिज पर वर्षा' },
    durationMinutes: 5,
    content: { body: { en, hi } },
  });
  const EN = '## Why\n\nRain that falls on the ridge **runs down** to the outlet.';
  const HI = '## क्यों\n\nरिज पर गिरी वर्षा बहकर निकास बिंदु तक पहुँचती है। 2024 में 350 मिलीमीटर वर्षा हुई।';

  beforeAll(async () => {
    // Start-up work is tested on its own below: here only the changes made by the tests are read aloud.
    t = await createTestApp({ lessonAudio: true, lessonAudioAtStartup: false });
    admin = bearer(await signInAs(t.app, 'admin@jalshiksha.org', DEMO_PASSWORD));
    const created = await call('POST', '/v1/courses/admin', admin, { titleTranslations: { en: 'Heard lessons', hi: 'सुने जाने वाले पाठ' } });
    courseId = body<CourseAdminDetail>(created).data.id;
    const withModule = await call('POST', `/v1/courses/admin/${courseId}/modules`, admin, { titleTranslations: { en: 'One', hi: 'एक' } });
    const moduleId = body<CourseAdminDetail>(withModule).data.modules[0]?.id ?? '';
    const withLesson = await call('POST', `/v1/courses/admin/${courseId}/modules/${moduleId}/lessons`, admin, lessonBody(EN, HI));
    expect(withLesson.statusCode, withLesson.body).toBe(201);
    lessonId = body<CourseAdminDetail>(withLesson).data.modules[0]?.lessons[0]?.id ?? '';
  });
  afterAll(async () => t?.close());

  it('reads a new lesson aloud in both languages in the background, even in a draft course', async () => {
    await t.app.lessonAudio.idle();
    const made = await rows();
    expect(made.map((row) => row.language)).toEqual(['en', 'hi']);
    for (const row of made) {
      expect(row.contentType).toBe('audio/mpeg');
      expect(row.sizeBytes).toBeGreaterThan(1000);
      expect(row.durationSeconds).toBeGreaterThan(1);
      expect(await t.app.mediaStore.size(row.storagePath)).toBe(row.sizeBytes);
      // The same reading in Opus, from the same job: a fraction of the MP3's bytes.
      expect(row.opusStoragePath).toMatch(/\.opus$/);
      expect(await t.app.mediaStore.size(row.opusStoragePath ?? '')).toBe(row.opusSizeBytes);
      expect(row.opusSizeBytes).toBeGreaterThan(500);
      expect(row.opusSizeBytes).toBeLessThan(row.sizeBytes / 2);
      expect(await probe(t, row.storagePath)).toMatchObject({ codec_name: 'mp3', channels: 1 });
      const opus = await probe(t, row.opusStoragePath ?? '');
      expect(opus).toMatchObject({ codec_name: 'opus', channels: 1, container: 'ogg' });
      // Variable bit rate at 12 kb/s: pauses cost less, and Ogg adds a little.
      expect(opus.bitsPerSecond).toBeGreaterThan(OPUS_BITS_PER_SECOND * 0.6);
      expect(opus.bitsPerSecond).toBeLessThan(OPUS_BITS_PER_SECOND * 1.2);
    }
  });

  it('lets administrators hear a draft course, and refuses learners (403), unknown lessons and languages (404)', async () => {
    const learner = await newLearner(t.app);
    const url = `/v1/courses/${courseId}/lessons/${lessonId}/audio/hi`;
    expect((await call('GET', url, learner.headers)).statusCode).toBe(403);
    const forAdmin = await call('GET', url, admin);
    expect(forAdmin.statusCode).toBe(200);
    expect(forAdmin.headers['content-type']).toBe('audio/mpeg');
    expect(forAdmin.rawPayload.subarray(0, 3).toString('latin1')).toMatch(/^(ID3|\xff)/);
    expect((await call('GET', `/v1/courses/${courseId}/lessons/${lessonId}/audio/fr`, admin)).statusCode).toBe(404);
    expect((await call('GET', `/v1/courses/${courseId}/lessons/${crypto.randomUUID()}/audio/hi`, admin)).statusCode).toBe(404);
    expect((await call('GET', url, {})).statusCode).toBe(401);
  });

  it('keeps the files when the course is published, and lists them for enrolled learners with ranges served', async () => {
    const before = await rows();
    const published = await call('PUT', `/v1/courses/admin/${courseId}`, admin, { status: 'published' });
    expect(published.statusCode, published.body).toBe(200);
    await t.app.lessonAudio.idle();
    expect(await rows()).toEqual(before);

    const learner = await newLearner(t.app);
    const url = `/v1/courses/${courseId}/lessons/${lessonId}/audio/hi`;
    expect((await call('GET', url, learner.headers)).statusCode, 'not enrolled').toBe(403);
    await call('POST', `/v1/courses/${courseId}/enroll`, learner.headers);
    const lesson = body<PlayerLesson>(await call('GET', `/v1/courses/${courseId}/lessons/${lessonId}`, learner.headers)).data;
    const audio = (lesson.content as { audio: LessonAudio[] }).audio;
    expect(audio.map((item) => item.language)).toEqual(['en', 'hi']);
    const hindi = audio[1] as LessonAudio;
    expect(hindi).toMatchObject({ contentType: 'audio/mpeg', sizeBytes: before[1]?.sizeBytes });
    expect(hindi.url).toBe(`${url}?v=${before[1]?.textHash.slice(0, 16)}`);
    expect(hindi.durationSeconds).toBeGreaterThan(3);
    // Both formats, smallest first: the browser plays the first it can.
    expect(hindi.sources).toEqual([
      { url: `${hindi.url}&format=opus`, contentType: OPUS, sizeBytes: before[1]?.opusSizeBytes },
      { url: hindi.url, contentType: 'audio/mpeg', sizeBytes: hindi.sizeBytes },
    ]);
    const opus = await call('GET', `${hindi.url}&format=opus`, learner.headers);
    expect(opus.statusCode).toBe(200);
    expect(opus.headers['content-type']).toBe(OPUS);
    expect(opus.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(opus.rawPayload.subarray(0, 4).toString('latin1')).toBe('OggS');
    expect(opus.rawPayload.length).toBe(before[1]?.opusSizeBytes);
    const opusRange = await call('GET', `${hindi.url}&format=opus`, { ...learner.headers, range: 'bytes=0-99' });
    expect(opusRange.statusCode).toBe(206);
    expect((await call('GET', `${hindi.url}&format=flac`, learner.headers)).statusCode).toBe(400);

    const ranged = await call('GET', hindi.url, { ...learner.headers, range: 'bytes=100-1099' });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.headers['content-range']).toBe(`bytes 100-1099/${hindi.sizeBytes}`);
    expect(ranged.rawPayload.length).toBe(1000);
    expect(ranged.headers['accept-ranges']).toBe('bytes');
    expect(ranged.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    const whole = await call('GET', url, learner.headers);
    expect(whole.rawPayload.length).toBe(hindi.sizeBytes);
    expect(whole.headers['cache-control']).toBe('private, no-cache');
    const past = await call('GET', url, { ...learner.headers, range: `bytes=${hindi.sizeBytes}-` });
    expect(past.statusCode).toBe(416);

    const pack = body<OfflinePackage>(await call('GET', `/v1/courses/${courseId}/offline?purpose=sizes`, learner.headers)).data;
    const audioItems = pack.items.filter((item) => item.kind === 'audio');
    expect(audioItems).toEqual(
      audio.map((item) => ({
        url: `/api${item.url}`,
        kind: 'audio',
        lessonId,
        sizeBytes: item.sizeBytes,
        version: item.url.split('v=')[1],
      })),
    );
    const audioBytes = audio.reduce((sum, item) => sum + item.sizeBytes, 0);
    const lessonShare = pack.lessons.find((entry) => entry.lessonId === lessonId)?.sizeBytes ?? 0;
    expect(lessonShare).toBeGreaterThan(audioBytes);
    // The audio is the same at every video quality.
    for (const quality of ['240p', '360p', 'original'] as const) {
      const at = body<OfflinePackage>(
        await call('GET', `/v1/courses/${courseId}/offline?purpose=sizes&quality=${quality}`, learner.headers),
      ).data;
      expect(at.items.filter((item) => item.kind === 'audio')).toEqual(audioItems);
    }

    // A browser that plays Opus downloads the Opus files and no MP3; in Hindi, only the Hindi reading.
    const audioOf = async (query: string) =>
      body<OfflinePackage>(await call('GET', `/v1/courses/${courseId}/offline?purpose=sizes&${query}`, learner.headers)).data.items.filter(
        (item) => item.kind === 'audio',
      );
    const opusItems = audio.map((item) => ({
      url: `/api${item.url}&format=opus`,
      kind: 'audio',
      lessonId,
      sizeBytes: item.sources[0]?.sizeBytes,
      version: `${item.url.split('v=')[1]}:opus`,
    }));
    expect(await audioOf('audio=opus')).toEqual(opusItems);
    expect(await audioOf('audio=opus&language=hi')).toEqual([opusItems[1]]);
    expect(await audioOf('audio=mp3&language=hi')).toEqual([audioItems[1]]);
    expect(await audioOf('audio=opus&language=en')).toEqual([opusItems[0]]);
    const refused = await call('GET', `/v1/courses/${courseId}/offline?audio=aac`, learner.headers);
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('audio must be opus or mp3.');
  });

  it('gives audio made before Opus was kept its Opus copy at the next run, leaving its MP3 as it was', async () => {
    const db = t.database.db;
    const made = await rows();
    const mp3Bytes = await Promise.all(made.map((row) => t.app.mediaStore.localFile(row.storagePath)));
    const mp3Before = await Promise.all(mp3Bytes.map(async (file) => (file ? readFile(file.path) : null)));
    for (const file of mp3Bytes) await file?.release();
    // As an MP3 made before this version was kept: no Opus copy.
    await db.update(lessonAudio).set({ opusStoragePath: null, opusSizeBytes: null }).where(eq(lessonAudio.lessonId, lessonId));
    for (const row of made) await t.app.mediaStore.delete(row.opusStoragePath ?? '');

    const learner = await newLearner(t.app);
    await call('POST', `/v1/courses/${courseId}/enroll`, learner.headers);
    const listed = async () =>
      (
        body<PlayerLesson>(await call('GET', `/v1/courses/${courseId}/lessons/${lessonId}`, learner.headers)).data.content as {
          audio: LessonAudio[];
        }
      ).audio;
    const opusPackage = async () =>
      body<OfflinePackage>(await call('GET', `/v1/courses/${courseId}/offline?purpose=sizes&audio=opus&language=hi`, learner.headers)).data;
    // Meanwhile it plays as before: the MP3 only, also for a browser that plays Opus.
    expect((await listed()).map((item) => item.sources.map((source) => source.contentType))).toEqual([['audio/mpeg'], ['audio/mpeg']]);
    const waiting = await opusPackage();
    expect(waiting.items.filter((item) => item.kind === 'audio').map((item) => item.url)).toEqual([`/api${(await listed())[1]?.url}`]);
    expect((await call('GET', `${(await listed())[1]?.url}&format=opus`, learner.headers)).statusCode).toBe(404);

    // Start-up's run, with no course published: the lessons lacking their Opus copy are found in any course.
    await db.update(courses).set({ status: 'draft' });
    await t.app.lessonAudio.addMissing();
    await t.app.lessonAudio.idle();
    await db.update(courses).set({ status: 'published' }).where(eq(courses.id, courseId));
    const after = await rows();
    expect(after.map(({ storagePath, sizeBytes, textHash }) => ({ storagePath, sizeBytes, textHash }))).toEqual(
      made.map(({ storagePath, sizeBytes, textHash }) => ({ storagePath, sizeBytes, textHash })),
    );
    for (const [index, row] of after.entries()) {
      expect(await t.app.mediaStore.size(row.opusStoragePath ?? '')).toBe(row.opusSizeBytes);
      const mp3 = await t.app.mediaStore.localFile(row.storagePath);
      expect(mp3 && (await readFile(mp3.path)).equals(mp3Before[index] as Buffer)).toBe(true);
      await mp3?.release();
    }
    expect((await listed()).map((item) => item.sources.map((source) => source.contentType))).toEqual([
      [OPUS, 'audio/mpeg'],
      [OPUS, 'audio/mpeg'],
    ]);
    const ready = await opusPackage();
    expect(ready.version).not.toBe(waiting.version);
    expect(ready.items.filter((item) => item.kind === 'audio').map((item) => item.url)).toEqual([
      `/api${(await listed())[1]?.url}&format=opus`,
    ]);
  });

  it('reads an edited text again, replacing its file, and leaves an unchanged one alone', async () => {
    const [en, hi] = await rows();
    const saveAs = (enText: string, hiText: string) =>
      call('PUT', `/v1/courses/admin/${courseId}/lessons/${lessonId}`, admin, lessonBody(enText, hiText));
    expect((await saveAs(EN, HI)).statusCode).toBe(200);
    await t.app.lessonAudio.idle();
    expect(await rows()).toEqual([en, hi]);

    expect((await saveAs(`${EN}\n\nThen it soaks into the ground.`, HI)).statusCode).toBe(200);
    await t.app.lessonAudio.idle();
    const [enAfter, hiAfter] = await rows();
    expect(hiAfter).toEqual(hi);
    expect(enAfter?.textHash).not.toBe(en?.textHash);
    expect(enAfter?.storagePath).not.toBe(en?.storagePath);
    expect(enAfter?.opusStoragePath).not.toBe(en?.opusStoragePath);
    expect(enAfter?.durationSeconds).toBeGreaterThan(en?.durationSeconds ?? 0);
    expect(await t.app.mediaStore.size(enAfter?.storagePath ?? '')).not.toBeNull();
    expect(await t.app.mediaStore.size(enAfter?.opusStoragePath ?? '')).not.toBeNull();
    expect(await t.app.mediaStore.size(en?.storagePath ?? '')).toBeNull();
    expect(await t.app.mediaStore.size(en?.opusStoragePath ?? '')).toBeNull();

    // A language whose text was emptied is no longer heard.
    expect((await saveAs(EN, '')).statusCode).toBe(200);
    await t.app.lessonAudio.idle();
    expect((await rows()).map((row) => row.language)).toEqual(['en']);
    expect(await t.app.mediaStore.size(hi?.storagePath ?? '')).toBeNull();
    expect(await t.app.mediaStore.size(hi?.opusStoragePath ?? '')).toBeNull();
  });

  it('reads aloud at start-up the published lessons without audio, and nothing of a draft course', async () => {
    const db = t.database.db;
    // Only this course is published, so that start-up has one lesson to read rather than the seeded courses'.
    await db.update(courses).set({ status: 'draft' }).where(ne(courses.id, courseId));
    await db.delete(lessonAudio);
    // What start-up queues.
    await t.app.lessonAudio.addMissing();
    await t.app.lessonAudio.idle();
    expect((await rows()).map((row) => row.language)).toEqual(['en']);
    expect((await db.select().from(lessonAudio)).length).toBe(1);

    await db.update(courses).set({ status: 'draft' }).where(eq(courses.id, courseId));
    await db.delete(lessonAudio);
    await t.app.lessonAudio.addMissing();
    await t.app.lessonAudio.idle();
    expect(await db.select().from(lessonAudio)).toEqual([]);
  });
});
