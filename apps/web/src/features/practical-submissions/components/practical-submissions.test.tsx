import 'fake-indexeddb/auto';
import type { PracticalSubmission } from '@jal/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setApiOrigin } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { catchConsoleErrors } from '@/test/console';
import { connectStubApi } from '@/test/http-stub-server';
import { renderWithProviders } from '@/test/render';
import type { PracticalContent } from '../capture/prepare';
import { fakeCamera, fakePosition, runtimeBlob } from '../testing/fake-camera';
import { piecesOf, startPracticalApi } from '../testing/practical-api-stub';
import { loadPracticalStrings } from '../testing/practical-strings';
import { draftKey, dropDraft, removeWaiting, waitingSubmissions } from '../outbox/phone-store';
import { PracticalSubmissions } from './practical-submissions';

const COURSE = 'c0000000-0000-4000-8000-000000000001';
const LESSON = 'l0000000-0000-4000-8000-000000000004';
const PATH = `/api/v1/courses/${COURSE}/lessons/${LESSON}/practical-submissions`;
const FINAL = `${PATH}/from-uploads`;

// The well is in a circle of 200 m around the village centre.
const content: PracticalContent = {
  kind: 'practical',
  instructions: { en: "Measure the open well's water level." },
  photos: { min: 1, max: 2, captions: [{ en: 'The well from 5 m', hi: '5 मीटर दूर से कुआँ' }, { en: 'The tape at the water' }] },
  voiceNote: { requirement: 'optional', maxSeconds: 120 },
  numbers: [{ id: 'depth', label: { en: 'Depth to water', hi: 'पानी तक गहराई' }, unit: 'm', min: 0, max: 60 }],
  place: { required: true, accuracyMetres: 50, area: { type: 'circle', lat: 25.45, lon: 78.57, radiusMetres: 200 } },
  rubric: { passMark: 1, criteria: [] },
};

function submission(overrides: Partial<PracticalSubmission> = {}): PracticalSubmission {
  return {
    id: 's0000000-0000-4000-8000-000000000001',
    courseId: COURSE,
    lessonId: LESSON,
    state: 'submitted',
    feedback: null,
    marks: null,
    score: null,
    reviewedAt: null,
    version: 1,
    idempotencyKey: 'key-00000001',
    submittedAt: '2026-05-10T04:00:00.000Z',
    receivedAt: '2026-05-10T04:00:05.000Z',
    place: null,
    numbers: [{ id: 'depth', value: 12.5 }],
    photos: [],
    voiceNote: null,
    signals: {
      flags: [],
      place: { status: 'ok', accuracyMetres: 8, neededMetres: 50, inArea: true, metresOutside: null },
      time: { phoneClockAheadSeconds: 0, submittedAt: '2026-05-10T04:00:00.000Z', receivedAt: '2026-05-10T04:00:05.000Z', photos: [] },
      duplicatePhotos: [],
      nearbySubmissions: { count: 0, nearestMetres: null },
    },
    ...overrides,
  };
}

type Answer = { status: number; body: unknown };
let listed: PracticalSubmission[] = [];
let postAnswer: Answer = { status: 201, body: { code: 201, message: 'Practical sent', data: submission() } };
// The practical's API: its files in pieces as the server takes them, then the submission made of them.
const api = connectStubApi(
  await startPracticalApi((request) => {
    if (request.method === 'GET' && request.url === PATH)
      return { status: 200, body: { code: 200, message: 'Success', data: { submissions: listed } } };
    if (request.method !== 'POST' || request.url !== FINAL) return { status: 404, body: { code: 404, message: 'Not found.' } };
    if (postAnswer.status < 300) listed = [submission()];
    return postAnswer;
  }),
  loadPracticalStrings,
);

const posts = () => api.received.filter((request) => request.method === 'POST' && request.url === FINAL);

async function open(language: 'en' | 'hi' = 'en') {
  await i18n.changeLanguage(language);
  // A file of another kind is offered to the page too, as a gallery may ignore `accept`.
  const view = renderWithProviders(<PracticalSubmissions courseId={COURSE} lessonId={LESSON} content={content} />, {
    userOptions: { applyAccept: false },
  });
  return view;
}

/** Fills the form as a learner in the well's circle would: one photo from the gallery, the depth, the place. */
async function fillIn(user: Awaited<ReturnType<typeof open>>['user'], place = { latitude: 25.4505, longitude: 78.5702, accuracy: 8 }) {
  fakeCamera();
  fakePosition(place);
  await user.upload(
    await screen.findByLabelText('Choose from gallery: Photo 1 of 2'),
    new File([new Uint8Array(3_000_000)], 'IMG_0001.jpg', { type: 'image/jpeg' }),
  );
  // 1600 × 1200 at 0.62: the first quality under 200 KB.
  expect(await screen.findByText('179 KB · 1600 × 1200 px')).toBeInTheDocument();
  await user.type(screen.getByLabelText('Depth to water (m)'), '12,5');
  await user.click(screen.getByRole('button', { name: 'Record my location' }));
  expect(await screen.findByText('Location recorded, accurate to 8 m (needed: 50 m).')).toBeInTheDocument();
}

beforeEach(async () => {
  runtimeBlob();
  setApiOrigin(api.origin);
  listed = [];
  postAnswer = { status: 201, body: { code: 201, message: 'Practical sent', data: submission() } };
  for (const waiting of await waitingSubmissions()) await removeWaiting(waiting.idempotencyKey);
  await dropDraft(draftKey(null, LESSON));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

// Sending goes over real HTTP in several requests: room for a loaded machine.
describe("a practical's form", () => {
  it('sends the shrunk photo by pieces, then the numbers and the place as the contract asks, and lists it as sent', async () => {
    const { user } = await open();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send practical' }));
    // While it goes, how much has gone, in the learner's units.
    expect(await screen.findByText(/^Sent \d+ KB of 179 KB… keep this page open\.$/)).toBeInTheDocument();
    expect(await screen.findByText('Your practical was sent. A reviewer will look at it.')).toBeInTheDocument();

    // One upload for the photo (179 KB as shrunk), sent in pieces of 64 KB, each from the bytes the server held.
    const pieces = piecesOf(api.received);
    expect(pieces.map((piece) => piece.offset)).toEqual([0, 65_536, 131_072]);
    const [sent] = posts();
    const fields = JSON.parse(sent?.body.toString() ?? '{}') as Record<string, unknown>;
    const uploaded = api.uploaded(pieces[0]!.uploadId!);
    expect(uploaded?.length).toBe(1600 * 1200 * 0.15 * 0.62);
    const offset = -new Date().getTimezoneOffset() || 0;
    const phoneTime = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/;
    expect(fields).toEqual({
      idempotencyKey: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/) as string,
      submittedAt: expect.stringMatching(phoneTime) as string,
      sentAt: expect.stringMatching(phoneTime) as string,
      timeZoneOffsetMinutes: offset,
      place: { latitude: 25.4505, longitude: 78.5702, accuracyMetres: 8, capturedAt: expect.stringMatching(phoneTime) as string },
      numbers: [{ id: 'depth', value: 12.5 }],
      photoUploadIds: [pieces[0]!.uploadId],
      voiceNoteUploadId: null,
    });
    // The phone's offset is the one written in its times.
    const sign = offset < 0 ? '-' : '+';
    expect(fields.submittedAt).toMatch(new RegExp(`\\${sign}${String(Math.floor(Math.abs(offset) / 60)).padStart(2, '0')}:`));

    const list = await screen.findByRole('region', { name: 'What you have sent' });
    expect(within(list).getByText('Sent')).toBeInTheDocument();
    // One waiting for a review: no new send is offered.
    expect(screen.queryByRole('button', { name: 'Send practical' })).toBeNull();
  }, 20_000);

  it('says what is missing before sending, and checks a number against its range when left', async () => {
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: 'Send practical' }));
    expect(await screen.findByText('Add this photo.')).toBeInTheDocument();
    expect(screen.getByText('Enter this number.')).toBeInTheDocument();
    expect(screen.getByText('Record your location: this practical needs it.')).toBeInTheDocument();
    expect(screen.getByText('Some things need your attention: see the messages above.')).toHaveAttribute('role', 'alert');
    expect(posts()).toHaveLength(0);

    const depth = screen.getByLabelText('Depth to water (m)');
    await user.type(depth, '75');
    await user.tab();
    expect(await screen.findByText('Enter a number from 0 to 60 m.')).toHaveAttribute('role', 'alert');
    expect(depth).toHaveAttribute('aria-invalid', 'true');
    expect(depth).toHaveAttribute('inputmode', 'decimal');
  });

  it('refuses a file that is not a photo, with a message in Hindi', async () => {
    const { user } = await open('hi');
    await user.upload(
      await screen.findByLabelText('गैलरी से चुनें: फ़ोटो 2 में से 1'),
      new File(['%PDF-1.7'], 'report.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('यह फ़ाइल फ़ोटो नहीं है।');
  });

  it("shows the server's field errors beside the fields and keeps what was typed", async () => {
    catchConsoleErrors();
    postAnswer = {
      status: 400,
      body: {
        code: 400,
        message: 'The submission does not fit the practical.',
        errorCode: 'PRACTICAL_INCOMPLETE',
        errors: { 'submission.numbers.depth': 'Depth to water must be 0 to 60 m.', photo: 'Send 1 to 2 photos.' },
      },
    };
    const { user } = await open();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send practical' }));
    expect(await screen.findByText('Enter a number from 0 to 60 m.')).toBeInTheDocument();
    expect(screen.getByText('Send 1 to 2 photos.')).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText('Depth to water (m)')).toHaveValue('12,5');
    expect(screen.getByText('179 KB · 1600 × 1200 px')).toBeInTheDocument();
  });

  it('warns before sending from outside the area, and sends when the learner confirms', async () => {
    const { user } = await open();
    // About 1.1 km north of the circle's centre.
    await fillIn(user, { latitude: 25.46, longitude: 78.57, accuracy: 8 });
    expect(screen.getByText(/This location is outside the area your trainer set/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send practical' }));
    expect(await screen.findByText(/Send anyway\? The reviewer will see that it is outside/)).toBeInTheDocument();
    expect(posts()).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Send anyway' }));
    expect(await screen.findByText('Your practical was sent. A reviewer will look at it.')).toBeInTheDocument();
    expect(posts()).toHaveLength(1);
  }, 20_000);

  it('tells the learner the location is refused and what the practical then lacks', async () => {
    fakePosition({ deniedCode: 1 });
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: 'Record my location' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "This site may not use your location. Allow location for this site in your browser's settings, then try again. This practical needs your location: it cannot be sent without it.",
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('keeps a submission on the phone without a network, lists it as waiting, and sends it when the network returns', async () => {
    catchConsoleErrors();
    const { user } = await open();
    await fillIn(user);
    setApiOrigin('http://127.0.0.1:9');
    await user.click(screen.getByRole('button', { name: 'Send practical' }));
    expect(await screen.findByText(/No network now: your practical is kept on this phone/)).toBeInTheDocument();
    const list = await screen.findByRole('region', { name: 'What you have sent' });
    expect(within(list).getByText('Waiting to send')).toBeInTheDocument();
    expect(await waitingSubmissions(LESSON)).toHaveLength(1);

    setApiOrigin(api.origin);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(posts()).toHaveLength(1));
    const sentList = await screen.findByRole('region', { name: 'What you have sent' });
    // After the last answer: the phone forgets it, then reads the list again (room for a loaded machine).
    expect(await within(sentList).findByText('Sent', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(within(sentList).queryByText('Waiting to send')).toBeNull();
    expect(await waitingSubmissions(LESSON)).toHaveLength(0);
  }, 20_000);
  it('keeps what went when the link drops half-way, says how much, and sends only the rest when the network returns', async () => {
    catchConsoleErrors();
    const { user } = await open();
    await fillIn(user);
    // The second piece of the photo loses its link half-way: the first is held by the server.
    api.dropLinkInPiece(2);
    await user.click(screen.getByRole('button', { name: 'Send practical' }));
    expect(await screen.findByText(/No network now: your practical is kept on this phone/)).toBeInTheDocument();
    const list = await screen.findByRole('region', { name: 'What you have sent' });
    expect(
      await within(list).findByText('Sent 66 KB of 179 KB so far: the rest goes on from there when the network returns.'),
    ).toBeInTheDocument();
    expect(posts()).toHaveLength(0);

    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(posts()).toHaveLength(1));
    // The first piece went once; the cut one and the last went after the network returned.
    expect(piecesOf(api.received).map((piece) => piece.offset)).toEqual([0, 65_536, 131_072]);
    const sentList = await screen.findByRole('region', { name: 'What you have sent' });
    expect(await within(sentList).findByText('Sent', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(await waitingSubmissions(LESSON)).toHaveLength(0);
  }, 20_000);
});

describe("the learner's submissions", () => {
  it('offers to send again after a return, with the feedback and the score', async () => {
    listed = [submission({ state: 'returned', feedback: 'The tape is not visible at the water.', score: 1 })];
    const { user } = await open();
    const list = await screen.findByRole('region', { name: 'What you have sent' });
    expect(within(list).getByText('Send again')).toBeInTheDocument();
    expect(within(list).getByText('The tape is not visible at the water.')).toBeInTheDocument();
    expect(within(list).getByText('Score: 1')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Send practical' })).toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: 'Send it again' }));
    expect(screen.getByRole('heading', { name: 'Send your practical' })).toHaveFocus();
  });

  it('offers no new send once accepted, and words each state in Hindi', async () => {
    listed = [submission({ id: 's2', state: 'accepted' }), submission({ id: 's1', state: 'returned', feedback: 'फ़ोटो धुंधली है।' })];
    await open('hi');
    const list = await screen.findByRole('region', { name: 'आपने क्या भेजा है' });
    expect(within(list).getByText('स्वीकार हुआ')).toBeInTheDocument();
    expect(within(list).getByText('दोबारा भेजें')).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: 'इसे दोबारा भेजें' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'अभ्यास भेजें' })).toBeNull();
    expect(screen.getByText('आपका अभ्यास स्वीकार हो गया है। बहुत बढ़िया!')).toBeInTheDocument();
  });
});
