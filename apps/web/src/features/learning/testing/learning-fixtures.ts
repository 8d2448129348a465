import type { CertificateSummary, CourseLms, LmsLesson, PlayerLesson, PlayerLessonContent } from '@jal/contracts';
import { buildCourse } from '@/features/courses/testing/course-api-stub';

export const COURSE_ID = '00000000-0000-4000-8000-000000000001';
export const lessonId = (n: number) => `00000000-0000-4000-9000-${String(n).padStart(12, '0')}`;

const lesson = (n: number, title: string, kind: LmsLesson['kind'], state: LmsLesson['state']): LmsLesson => ({
  id: lessonId(n),
  title,
  titleTranslations: { en: title, hi: `${title} (हिंदी)` },
  kind,
  durationMinutes: 10,
  order: n,
  state,
});

export const certificate: CertificateSummary = {
  code: 'JS-7K2M-9QXA',
  issuedAt: '2026-11-20T10:00:00.000Z',
  verifyPath: '/verify/JS-7K2M-9QXA',
  pdfPath: '/v1/certificates/JS-7K2M-9QXA/pdf',
};

/** A course of four lessons, one of each kind; the learner has read the first. */
export function buildLms(overrides: Partial<CourseLms> = {}): CourseLms {
  return {
    course: buildCourse(1, { title: 'Watershed Basics', titleTranslations: { en: 'Watershed Basics', hi: 'जलग्रहण क्षेत्र की मूल बातें' } }),
    enrolled: true,
    enrolledAt: '2026-11-01T00:00:00.000Z',
    completedAt: null,
    progress: { completedLessons: 1, totalLessons: 4, percent: 25 },
    currentLessonId: lessonId(2),
    modules: [
      {
        id: 'm1',
        title: 'What is a watershed?',
        titleTranslations: { en: 'What is a watershed?' },
        description: 'The idea and its boundary.',
        descriptionTranslations: { en: 'The idea and its boundary.' },
        order: 1,
        lessons: [lesson(1, 'Ridge to valley', 'text', 'completed'), lesson(2, 'Drawing the boundary', 'video', 'in_progress')],
      },
      {
        id: 'm2',
        title: 'Check what you learnt',
        titleTranslations: { en: 'Check what you learnt' },
        description: '',
        descriptionTranslations: {},
        order: 2,
        lessons: [lesson(3, 'Field guide', 'document', 'locked'), lesson(4, 'Module quiz', 'quiz', 'locked')],
      },
    ],
    certificate: null,
    ...overrides,
  };
}

const contents: Record<LmsLesson['kind'], PlayerLessonContent> = {
  text: {
    kind: 'text',
    body: { en: '## Ridges\nWater flows **down**.\n\n- Ridge\n- Valley', hi: '## मेड़\nपानी **नीचे** बहता है।' },
    audio: [],
  },
  video: {
    kind: 'video',
    summary: { en: 'Watch how the boundary is drawn.' },
    media: { url: '/v1/media/video-1', contentType: 'video/mp4', sizeBytes: 500_000, filename: 'boundary.mp4' },
    mediaByLanguage: [
      { language: 'hi', media: { url: '/v1/media/video-1-hi', contentType: 'video/mp4', sizeBytes: 520_000, filename: 'boundary.hi.mp4' } },
    ],
    captions: [
      { language: 'en', label: 'English', url: '/v1/media/cap-en' },
      { language: 'hi', label: 'हिन्दी', url: '/v1/media/cap-hi' },
    ],
    positionSeconds: 30,
    durationSeconds: 100,
    watchedSeconds: 30,
  },
  document: {
    kind: 'document',
    summary: { en: 'A guide to print.' },
    media: { url: '/v1/media/doc-1', contentType: 'application/pdf', sizeBytes: 1_500_000, filename: 'guide.pdf' },
  },
  quiz: {
    kind: 'quiz',
    passingScore: 100,
    lastAttempt: null,
    nextAttemptInSeconds: null,
    questions: [
      {
        id: 'q1',
        prompt: { en: 'Where does water gather?', hi: 'पानी कहाँ इकट्ठा होता है?' },
        multiple: false,
        options: [
          { id: 'a', text: { en: 'At the ridge' } },
          { id: 'b', text: { en: 'At the outlet' } },
        ],
      },
      {
        id: 'q2',
        prompt: { en: 'Which slow runoff?' },
        multiple: true,
        options: [
          { id: 'x', text: { en: 'Contour bunds' } },
          { id: 'y', text: { en: 'Check dams' } },
          { id: 'z', text: { en: 'Bare soil' } },
        ],
      },
    ],
  },
  practical: {
    kind: 'practical',
    instructions: { en: "Measure the open well's water level.", hi: 'खुले कुएँ का जल स्तर नापें।' },
    photos: { min: 1, max: 2, captions: [{ en: 'The well from 5 m', hi: '5 मीटर दूर से कुआँ' }, { en: 'The tape at the water' }] },
    voiceNote: { requirement: 'optional', maxSeconds: 120 },
    numbers: [{ id: 'depth', label: { en: 'Depth to water', hi: 'पानी तक गहराई' }, unit: 'm', min: 0, max: 60 }],
    place: { required: true, accuracyMetres: 50, area: null },
    rubric: {
      passMark: 2,
      criteria: [
        {
          id: 'c1',
          label: { en: 'The tape is read at the water' },
          levels: [
            { id: 'l1', label: { en: 'No' }, points: 0 },
            { id: 'l2', label: { en: 'Yes' }, points: 2 },
          ],
        },
      ],
    },
  },
};

/** The lesson `n` (1 text, 2 video, 3 document, 4 quiz) as the player receives it. */
export function buildPlayerLesson(n: 1 | 2 | 3 | 4, overrides: Partial<PlayerLesson> = {}): PlayerLesson {
  const all = buildLms().modules.flatMap((module) => module.lessons);
  const base = all[n - 1]!;
  return {
    ...base,
    state: n === 1 ? 'completed' : 'in_progress',
    courseId: COURSE_ID,
    moduleId: n <= 2 ? 'm1' : 'm2',
    previousLessonId: n > 1 ? lessonId(n - 1) : null,
    nextLessonId: n < 4 ? lessonId(n + 1) : null,
    content: contents[base.kind],
    ...overrides,
  };
}
