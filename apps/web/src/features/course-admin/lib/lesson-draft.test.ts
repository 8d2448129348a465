import type { AdminLesson } from '@jal/contracts';
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
