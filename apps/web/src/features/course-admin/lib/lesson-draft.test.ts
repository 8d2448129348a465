import { lessonBody, type AdminLesson } from '@jal/contracts';
import { describe, expect, it } from 'vitest';
import { bodyOfLesson, draftOf } from './lesson-draft';

const VIDEO = '3f6f2a10-5c1e-4b7a-9d2e-0a1b2c3d4e01';
const HINDI = '3f6f2a10-5c1e-4b7a-9d2e-0a1b2c3d4ec0';
const UPLOADED = '3f6f2a10-5c1e-4b7a-9d2e-0a1b2c3d4eff';

const lesson = {
  id: 'l1',
  moduleId: 'm1',
  kind: 'video',
  title: 'Walking the ridge line',
  titleTranslations: { en: 'Walking the ridge line', hi: 'रिज रेखा पर भ्रमण' },
  durationMinutes: 1,
  content: {
    summary: { en: 'Diagrams.' },
    mediaId: VIDEO,
    captions: [],
    durationSeconds: 17.9,
    mediaByLanguage: [{ language: 'hi', mediaId: HINDI }],
  },
} as unknown as AdminLesson;

describe('a video lesson’s copies spoken in other languages', () => {
  it('are kept when the lesson is saved with its video, and dropped when another video is uploaded', () => {
    const draft = draftOf(lesson);
    expect(bodyOfLesson(draft)).toMatchObject({ content: { mediaId: VIDEO, mediaByLanguage: [{ language: 'hi', mediaId: HINDI }] } });
    const replaced = bodyOfLesson({ ...draft, media: { mediaId: UPLOADED, filename: 'new.mp4' } });
    expect(replaced).toMatchObject({ content: { mediaId: UPLOADED } });
    expect(replaced.content).not.toHaveProperty('mediaByLanguage');
  });
});

describe('a field practical', () => {
  it('is saved with its content as the server stored it, which the API accepts again', () => {
    const content = {
      instructions: { en: 'Measure the well.' },
      photos: { min: 1, max: 1, captions: [{ en: 'The well' }] },
      voiceNote: { requirement: 'none', maxSeconds: 120 },
      numbers: [{ id: 'n-1', label: { en: 'Depth' }, unit: 'm', min: 0, max: 60 }],
      place: { required: false, accuracyMetres: 100, area: null },
      rubric: {
        passMark: 1,
        criteria: [
          {
            id: 'c-1',
            label: { en: 'Read' },
            levels: [
              { id: 'l-1', label: { en: 'No' }, points: 0 },
              { id: 'l-2', label: { en: 'Yes' }, points: 1 },
            ],
          },
        ],
      },
    };
    const practical = { ...lesson, kind: 'practical', content } as unknown as AdminLesson;
    const body = bodyOfLesson({ ...draftOf(practical), title: { en: 'Renamed', hi: '' } });
    expect(body).toMatchObject({ kind: 'practical', titleTranslations: { en: 'Renamed' }, content });
    expect(lessonBody.safeParse(body).success).toBe(true);
  });
});
