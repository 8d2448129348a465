import { Readable } from 'node:stream';
import { enrolments, lessonAudio } from '../../db/schema.js';
import { insertFreshCourse } from './fresh-course.js';
import { adminOnly, expectAll, type MatrixRow, type MatrixSetup } from './types.js';

/** A course of its own with one text lesson heard in Hindi (a small stand-in file), its learners enrolled or not. */
const heardLesson =
  (status: 'draft' | 'published', enrolEveryone: boolean): MatrixSetup =>
  async ({ app, db, ctx, unique }) => {
    const fresh = await insertFreshCourse(db, {
      slug: `matrix-audio-${unique()}`,
      status,
      lesson: { kind: 'text', content: { body: { hi: 'जल' } } },
    });
    const storagePath = `lesson-audio/${fresh.lessonId}-hi-matrix.mp3`;
    await app.mediaStore.put(storagePath, Readable.from([Buffer.alloc(64)]));
    await db.insert(lessonAudio).values({
      lessonId: fresh.lessonId,
      language: 'hi',
      textHash: 'a'.repeat(64),
      storagePath,
      contentType: 'audio/mpeg',
      sizeBytes: 64,
      durationSeconds: 1,
    });
    if (enrolEveryone) {
      const everyone = [ctx.learnerId, ctx.orgManagerId, ctx.otherOrgManagerId, ctx.trainerId, ctx.adminId, ctx.superAdminId];
      await db.insert(enrolments).values(everyone.map((userId) => ({ userId, courseId: fresh.courseId })));
    }
    return { courseId: fresh.courseId, lessonId: fresh.lessonId };
  };

const audioUrl = (ctx: { fresh: Record<string, string> }) => `/v1/courses/${ctx.fresh.courseId}/lessons/${ctx.fresh.lessonId}/audio/hi`;

/** A lesson read aloud is heard by those who may read it: the enrolled of a published course, and administrators. */
export const lessonAudioRows: MatrixRow[] = [
  {
    name: 'lesson audio, enrolled',
    method: 'GET',
    url: audioUrl,
    setup: heardLesson('published', true),
    expect: expectAll(200, { anonymous: 401 }),
  },
  {
    name: 'lesson audio, not enrolled',
    method: 'GET',
    url: audioUrl,
    setup: heardLesson('published', false),
    expect: expectAll(403, { anonymous: 401, admin: 200, superAdmin: 200 }),
  },
  { name: 'lesson audio, draft course', method: 'GET', url: audioUrl, setup: heardLesson('draft', true), expect: adminOnly(200) },
];
