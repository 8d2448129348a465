import type { PracticalReview } from '@jal/contracts';
import { dashboardAdministrationStrings } from '@jal/ui-strings/dashboard-administration';
import { generalStrings } from '@jal/ui-strings/general';
import { practicalReviewsStrings } from '@jal/ui-strings/practical-reviews';
import { screen, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { serveStubApi } from '@/test/http-stub-server';
import { renderWithProviders } from '@/test/render';
import { loadSeedStrings } from '@/test/seed-strings';
import { ReviewPage } from './review-page';
import { ReviewQueuePage } from './review-queue-page';

const SUBMISSION_ID = '6f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b';
const en = (english: string) => ({ en: english, hi: `${english} (हि)` });

const reviewed = (overrides: Partial<PracticalReview['submission']> = {}): PracticalReview => ({
  submission: {
    id: SUBMISSION_ID,
    courseId: 'c1',
    lessonId: 'l1',
    state: 'submitted',
    feedback: null,
    marks: null,
    score: null,
    reviewedAt: null,
    version: 3,
    idempotencyKey: 'k',
    submittedAt: '2026-05-02T05:00:00.000Z',
    receivedAt: '2026-05-02T09:00:00.000Z',
    place: { latitude: 23.25, longitude: 77.41, accuracyMetres: 12, capturedAt: '2026-05-02T04:58:00.000Z' },
    numbers: [{ id: 'depth', value: 14.5 }],
    photos: [
      {
        id: 'p1',
        position: 0,
        url: `/v1/practical-submissions/${SUBMISSION_ID}/photos/p1`,
        thumbnailUrl: `/v1/practical-submissions/${SUBMISSION_ID}/photos/p1?size=thumbnail`,
        width: 1600,
        height: 1200,
        sizeBytes: 180_000,
        sha256: 'a'.repeat(64),
        exif: { takenAt: null, latitude: null, longitude: null },
      },
    ],
    voiceNote: null,
    signals: {
      flags: ['outside-area', 'photo-seen-before'],
      place: { status: 'ok', accuracyMetres: 12, neededMetres: 50, inArea: false, metresOutside: 340 },
      time: {
        phoneClockAheadSeconds: 0,
        submittedAt: '2026-05-02T05:00:00.000Z',
        receivedAt: '2026-05-02T09:00:00.000Z',
        photos: [{ photoId: 'p1', takenAt: '2026-05-02T04:55:00.000Z', minutesBeforeSubmission: 5, status: 'ok' }],
      },
      duplicatePhotos: [{ photoId: 'p1', match: 'identical', hammingDistance: 0, sameLearner: false }],
      nearbySubmissions: { count: 0, nearestMetres: null },
      duplicateOf: [],
      nearby: [],
    },
    ...overrides,
  },
  learner: { id: 'u1', name: 'Asha Verma', email: 'asha@example.org', organizationId: 'o1' },
  course: { id: 'c1', slug: 'wells', title: 'Wells', titleTranslations: en('Wells') },
  lesson: {
    id: 'l1',
    title: "Measure an open well's water level",
    titleTranslations: en("Measure an open well's water level"),
    practical: {
      instructions: en('Measure the depth to water.'),
      photos: { min: 1, max: 1, captions: [en('The well from 5 m')] },
      voiceNote: { requirement: 'none', maxSeconds: 60 },
      numbers: [{ id: 'depth', label: en('Depth to water'), unit: 'm', min: 0, max: 12 }],
      place: { required: true, accuracyMetres: 50, area: { type: 'circle', lat: 23.26, lon: 77.41, radiusMetres: 500 } },
      rubric: {
        criteria: [
          {
            id: 'method',
            label: en('Method'),
            levels: [
              { id: 'm0', label: en('Not shown'), points: 0 },
              { id: 'm2', label: en('Shown'), points: 2 },
            ],
          },
          {
            id: 'record',
            label: en('Record'),
            levels: [
              { id: 'r0', label: en('Missing'), points: 0 },
              { id: 'r2', label: en('Complete'), points: 2 },
            ],
          },
        ],
        passMark: 3,
      },
    },
  },
  maxPoints: 4,
  review: null,
});

let current = reviewed();
let someoneElseReviewed = false;
const api = await serveStubApi((request) => {
  if (request.method === 'POST') {
    if (someoneElseReviewed)
      return {
        status: 409,
        body: {
          code: 409,
          errorCode: 'PRACTICAL_ALREADY_REVIEWED',
          message: 'Someone reviewed the submission since it was read.',
          data: null,
        },
      };
    const body = JSON.parse(request.body) as { outcome: 'accepted' | 'returned'; feedback: string | null; marks: never[] };
    current = {
      ...current,
      submission: { ...current.submission, state: body.outcome, version: current.submission.version + 1 },
      review: {
        outcome: body.outcome,
        marks: body.marks,
        score: 4,
        feedback: body.feedback,
        reviewer: { id: 'r', name: 'Ravi' },
        reviewedAt: '2026-05-03T09:00:00.000Z',
      },
    };
    return { status: 200, body: { code: 200, message: 'Success', data: current } };
  }
  if (request.url.startsWith('/api/v1/map-tiles'))
    return { status: 200, body: { code: 200, message: 'Success', data: { archive: null, maxUploadBytes: 512 * 1024 * 1024 } } };
  if (request.url.startsWith(`/api/v1/practical-reviews/${SUBMISSION_ID}`))
    return { status: 200, body: { code: 200, message: 'Success', data: current } };
  if (request.url.startsWith('/api/v1/practical-reviews/')) return { status: 404, body: { code: 404, message: 'Not found', data: null } };
  const item = {
    id: SUBMISSION_ID,
    learner: current.learner,
    course: current.course,
    lesson: current.lesson,
    receivedAt: current.submission.receivedAt,
    submittedAt: current.submission.submittedAt,
    state: current.submission.state,
    flags: current.submission.signals.flags,
    photoCount: 1,
    hasVoiceNote: false,
    score: null,
    version: current.submission.version,
  };
  const items = request.url.includes('flag=learners-nearby') ? [] : [item];
  return {
    status: 200,
    body: { code: 200, message: 'Success', data: { items, pagination: { page: 1, limit: 20, total: items.length, totalPages: 1 } } },
  };
});

beforeAll(() => loadSeedStrings(generalStrings, dashboardAdministrationStrings, practicalReviewsStrings));
beforeEach(async () => {
  await i18n.changeLanguage('en');
  api.received.length = 0;
  current = reviewed();
  someoneElseReviewed = false;
});

const openReview = (language: 'en' | 'hi' = 'en', id = SUBMISSION_ID) =>
  renderWithProviders(<ReviewPage />, { route: `/dashboard/reviews/${id}`, path: '/dashboard/reviews/:id', language });

describe('the review queue', () => {
  it('lists what waits, oldest first, with its signals, and narrows by a signal', async () => {
    const { user } = renderWithProviders(<ReviewQueuePage />, { route: '/dashboard/reviews', path: '/dashboard/reviews' });
    const list = await screen.findByRole('list', { name: 'Submissions' });
    const [item] = within(list)
      .getAllByRole('listitem')
      .filter((element) => element.parentElement === list);
    expect(item).toHaveTextContent('Asha Verma');
    expect(item).toHaveTextContent('Outside the area');
    expect(within(item!).getByRole('link', { name: /Review.*Asha Verma/ })).toHaveAttribute('href', `/dashboard/reviews/${SUBMISSION_ID}`);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Signal' }), 'learners-nearby');
    expect(await screen.findByText(/Nothing here/)).toBeInTheDocument();
    expect(api.received.some((request) => request.url.includes('flag=learners-nearby') && request.url.includes('state=submitted'))).toBe(
      true,
    );
  });
});

describe('reviewing one submission', () => {
  it('shows what was sent and its signals, and refuses to accept below the pass mark before asking the server', async () => {
    const { user } = openReview();
    expect(await screen.findByRole('heading', { level: 1, name: "Measure an open well's water level" })).toBeInTheDocument();
    expect(screen.getByText('Outside the required area, by 340 m.')).toBeInTheDocument();
    expect(screen.getByText(/Photo 1 was sent before in another learner's submission \(the same file\)/)).toBeInTheDocument();
    expect(screen.getByText('outside the range')).toBeInTheDocument();
    // No base map is loaded: the plain map is the map.
    expect(screen.getByRole('img', { name: /Map of the place/ })).toBeInTheDocument();
    expect(api.received.some((request) => request.url === '/api/v1/map-tiles')).toBe(true);
    expect(screen.queryByText(/^Base map:/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Choose a level for every criterion.')).toHaveAttribute('role', 'alert');
    await user.click(screen.getByRole('radio', { name: 'Shown (2 points)' }));
    await user.click(screen.getByRole('radio', { name: 'Missing (0 points)' }));
    expect(screen.getByText('Score: 2 of 4 · pass mark 3')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText(/below the pass mark/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send back' }));
    expect(await screen.findByText('Write the feedback the learner needs to try again.')).toBeInTheDocument();
    expect(api.received.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('sends the marks with the version it read, and says the learner was told', async () => {
    const { user } = openReview();
    await user.click(await screen.findByRole('radio', { name: 'Shown (2 points)' }));
    await user.click(screen.getByRole('radio', { name: 'Complete (2 points)' }));
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Accepted with 4 points. The learner has been told.')).toBeInTheDocument();
    const post = api.received.find((request) => request.method === 'POST');
    expect(JSON.parse(post!.body)).toEqual({
      version: 3,
      outcome: 'accepted',
      marks: [
        { criterionId: 'method', levelId: 'm2' },
        { criterionId: 'record', levelId: 'r2' },
      ],
      feedback: null,
    });
  });

  it('says in Hindi that someone else reviewed it meanwhile, and writes nothing over it', async () => {
    someoneElseReviewed = true;
    const { user } = openReview('hi');
    await user.click(await screen.findByRole('radio', { name: 'Shown (हि) (2 अंक)' }));
    await user.click(screen.getByRole('radio', { name: 'Missing (हि) (0 अंक)' }));
    await user.type(screen.getByRole('textbox', { name: 'शिक्षार्थी के लिए प्रतिक्रिया' }), 'कुएँ की फ़ोटो 5 मी. से लें।');
    await user.click(screen.getByRole('button', { name: 'लौटाएँ' }));
    expect(await screen.findByText(practicalReviewsStrings['reviews.error.alreadyReviewed']!.hi)).toBeInTheDocument();
  });

  it('says a submission of another organization is not here', async () => {
    openReview('en', '00000000-0000-4000-8000-000000000000');
    expect(await screen.findByText(/This submission is not here/)).toHaveAttribute('role', 'alert');
  });
});
