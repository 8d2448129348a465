import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { catchConsoleErrors } from '@/test/console';
import { serveStubApi, type Route } from '@/test/http-stub-server';
import { buildLms, buildPlayerLesson, COURSE_ID, lessonId } from '../testing/learning-fixtures';
import { loadLearningStrings } from '../testing/learning-strings';
import { byPath, failure, ok, renderLearning } from '../testing/render-learning';

let route: Route;
const api = await serveStubApi((request) => route(request), loadLearningStrings);
const base = `/v1/courses/${COURSE_ID}`;
const progress = { completedLessons: 3, totalLessons: 4, percent: 75 };
const explanation = (text: string) => ({ en: text, hi: `${text} (हिंदी)` });

/**
 * The server marks: q1 needs b, q2 needs x and y. Before a pass it says how many were right,
 * not which; a pass explains each question. `wait` is the wait it sets after a failure.
 */
function marker(wait: number | null = null) {
  return (body: unknown) => {
    const answers = (body as { answers: { questionId: string; optionIds: string[] }[] }).answers;
    const chosen = (id: string) => [...(answers.find((answer) => answer.questionId === id)?.optionIds ?? [])].sort().join(',');
    const results = [
      { questionId: 'q1', correct: chosen('q1') === 'b', explanation: explanation('Water gathers at the outlet.') },
      { questionId: 'q2', correct: chosen('q2') === 'x,y', explanation: explanation('Bunds and dams slow water.') },
    ];
    const correctCount = results.filter((result) => result.correct).length;
    const score = (correctCount / 2) * 100;
    const passed = score >= 100;
    return ok({
      score,
      passed,
      passingScore: 100,
      correctCount,
      questionCount: 2,
      results: passed ? results : [],
      nextAttemptInSeconds: passed ? null : wait,
      progress,
    });
  };
}
const mark = marker();

beforeEach(async () => {
  window.sessionStorage.clear();
  await i18n.changeLanguage('en');
  route = byPath({
    [`GET ${base}/lms`]: ok(buildLms()),
    [`GET ${base}/lessons/${lessonId(2)}`]: ok(buildPlayerLesson(2)),
    [`PUT ${base}/lessons/${lessonId(2)}/position`]: (body) =>
      ok({ ...(body as object), watchedSeconds: (body as { positionSeconds: number }).positionSeconds }),
    [`GET ${base}/lessons/${lessonId(3)}`]: ok(buildPlayerLesson(3)),
    [`GET ${base}/lessons/${lessonId(4)}`]: ok(buildPlayerLesson(4)),
    [`POST ${base}/lessons/${lessonId(4)}/attempts`]: mark,
    [`POST ${base}/next`]: ok({ completedLessonId: lessonId(4), nextLesson: null, progress, certificate: null }),
    // The course page a finished quiz leads to also lists the learner's other courses.
    'GET /v1/enrolments': ok({ enrolments: [] }),
  });
});

describe('a quiz', () => {
  it('asks for every answer, marks on the server, says how many were right, lets the learner retry, explains after a pass', async () => {
    const router = renderLearning(`/learn/${COURSE_ID}/${lessonId(4)}`);
    const user = userEvent.setup();
    const first = await screen.findByRole('group', { name: /Where does water gather\?/ });
    const second = screen.getByRole('group', { name: /Which slow runoff\?/ });
    expect(within(first).getAllByRole('radio')).toHaveLength(2);
    expect(within(second).getAllByRole('checkbox')).toHaveLength(3);
    expect(screen.getByText('Pass the quiz to continue.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Check my answers' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please answer every question.');

    await user.click(within(first).getByRole('radio', { name: 'At the ridge' }));
    await user.click(within(second).getByRole('checkbox', { name: 'Contour bunds' }));
    await user.click(within(second).getByRole('checkbox', { name: 'Check dams' }));
    await user.click(screen.getByRole('button', { name: 'Check my answers' }));
    expect(await screen.findByText('Not passed yet')).toBeInTheDocument();
    expect(screen.getByText('Your score: 50%. Needed to pass: 100%.')).toBeInTheDocument();
    expect(screen.getByText('You got 1 of 2 answers right.')).toBeInTheDocument();
    expect(screen.getByText('You will see which answers were right once you pass.')).toBeInTheDocument();
    // Not which: no mark or explanation beside any question.
    expect(screen.queryByText('Incorrect')).toBeNull();
    expect(screen.queryByText('Correct')).toBeNull();
    expect(screen.queryByText('Water gathers at the outlet.')).toBeNull();
    const sent = api.received.find((request) => request.url.endsWith('/attempts'));
    expect(JSON.parse(sent?.body ?? '{}')).toEqual({
      answers: [
        { questionId: 'q1', optionIds: ['a'] },
        { questionId: 'q2', optionIds: ['x', 'y'] },
      ],
    });

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    // The form opens again once the lesson is read again (with the next attempt's order).
    await waitFor(() => expect(within(first).getByRole('radio', { name: 'At the ridge' })).not.toBeChecked());
    await user.click(within(first).getByRole('radio', { name: 'At the outlet' }));
    await user.click(within(second).getByRole('checkbox', { name: 'Contour bunds' }));
    await user.click(within(second).getByRole('checkbox', { name: 'Check dams' }));
    await user.click(screen.getByRole('button', { name: 'Check my answers' }));
    expect(await screen.findByText('Well done, you passed!')).toBeInTheDocument();
    expect(screen.getByText('You got 2 of 2 answers right.')).toBeInTheDocument();
    expect(within(first).getByText('Correct')).toBeInTheDocument();
    expect(within(first).getByText('Water gathers at the outlet.')).toBeInTheDocument();
    expect(within(second).getByText('Bunds and dams slow water.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();

    // The quiz ends the course: the celebration follows.
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/courses/${COURSE_ID}/complete`));
  }, 15_000);

  it('after a failure that sets a wait, counts it down and only then offers to try again', async () => {
    route = byPath({
      [`GET ${base}/lms`]: ok(buildLms()),
      [`GET ${base}/lessons/${lessonId(4)}`]: ok(buildPlayerLesson(4)),
      [`POST ${base}/lessons/${lessonId(4)}/attempts`]: marker(2),
    });
    renderLearning(`/learn/${COURSE_ID}/${lessonId(4)}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'At the ridge' }));
    await user.click(screen.getByRole('checkbox', { name: 'Bare soil' }));
    await user.click(screen.getByRole('button', { name: 'Check my answers' }));
    expect(await screen.findByText('Take a short break')).toBeInTheDocument();
    expect(screen.getByText(/You can try again in [12] seconds?\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(await screen.findByRole('button', { name: 'Try again' }, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.queryByText('Take a short break')).toBeNull();
  });

  it('in Hindi: a wait already running when the quiz opens keeps the answers from being sent', async () => {
    await i18n.changeLanguage('hi');
    const waiting = buildPlayerLesson(4);
    route = byPath({
      [`GET ${base}/lms`]: ok(buildLms()),
      [`GET ${base}/lessons/${lessonId(4)}`]: ok({ ...waiting, content: { ...waiting.content, nextAttemptInSeconds: 290 } }),
    });
    renderLearning(`/learn/${COURSE_ID}/${lessonId(4)}`);
    expect(await screen.findByText('थोड़ा विराम लें')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('आप 5 मिनट बाद फिर से प्रयास कर सकते हैं।');
    expect(screen.getByText('4:50')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'मेरे उत्तर जाँचें' })).toBeDisabled();
  });

  it('when the server refuses an attempt with 429, reads the lesson again and shows its wait', async () => {
    const log = catchConsoleErrors();
    let reads = 0;
    const lesson = buildPlayerLesson(4);
    route = byPath({
      [`GET ${base}/lms`]: ok(buildLms()),
      [`GET ${base}/lessons/${lessonId(4)}`]: () => {
        reads += 1;
        return ok(reads === 1 ? lesson : { ...lesson, content: { ...lesson.content, nextAttemptInSeconds: 100 } });
      },
      [`POST ${base}/lessons/${lessonId(4)}/attempts`]: failure(429, 'Try again in 2 minutes.'),
    });
    renderLearning(`/learn/${COURSE_ID}/${lessonId(4)}`);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: 'At the outlet' }));
    await user.click(screen.getByRole('checkbox', { name: 'Check dams' }));
    await user.click(screen.getByRole('button', { name: 'Check my answers' }));
    expect(await screen.findByText('You can try again in 2 minutes.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Check my answers' })).toBeDisabled();
    expect(log).toHaveBeenCalledWith('API error:', 429, `${base}/lessons/${lessonId(4)}/attempts`, expect.any(String));
  });

  it('shows prompts and explanations in Hindi, with English where Hindi is missing', async () => {
    await i18n.changeLanguage('hi');
    renderLearning(`/learn/${COURSE_ID}/${lessonId(4)}`);
    expect(await screen.findByRole('group', { name: /पानी कहाँ इकट्ठा होता है\?/ })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'At the outlet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'मेरे उत्तर जाँचें' })).toBeInTheDocument();
  });
});

describe('a video lesson', () => {
  it('shows the summary before the video, captions in the UI language, resumes and saves the position', async () => {
    renderLearning(`/learn/${COURSE_ID}/${lessonId(2)}`);
    const summary = await screen.findByText('Watch how the boundary is drawn.');
    const video = document.querySelector('video')!;
    expect(summary.compareDocumentPosition(video) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(video).toHaveAttribute('preload', 'metadata');
    expect(video).not.toHaveAttribute('autoplay');
    const tracks = [...video.querySelectorAll('track')];
    expect(tracks.map((track) => [track.srclang, track.default])).toEqual([
      ['en', true],
      ['hi', false],
    ]);
    expect(video.querySelector('source')).toHaveAttribute('src', '/api/v1/media/video-1');

    Object.defineProperty(video, 'duration', { configurable: true, value: 100 });
    // The player listens from an effect, which runs after the frame that showed the summary.
    await waitFor(() => {
      fireEvent(video, new Event('loadedmetadata'));
      expect(video.currentTime).toBe(30);
    });
    video.currentTime = 99;
    fireEvent(video, new Event('seeked'));
    await waitFor(() => expect(api.received.some((request) => request.method === 'PUT')).toBe(true));
    const put = api.received.find((request) => request.method === 'PUT');
    expect(JSON.parse(put?.body ?? '{}')).toEqual({ positionSeconds: 99, durationSeconds: 100 });
    await waitFor(() => expect(screen.queryByText('Watch the video nearly to the end to complete this lesson.')).toBeNull());

    // Playback starting is reported too: the server's count of watched time starts there.
    video.currentTime = 40;
    fireEvent(video, new Event('play'));
    await waitFor(() => expect(api.received.filter((request) => request.method === 'PUT')).toHaveLength(2));
    expect(JSON.parse(api.received.filter((request) => request.method === 'PUT')[1]?.body ?? '{}')).toEqual({
      positionSeconds: 40,
      durationSeconds: 100,
    });
    fireEvent(video, new Event('pause'));
  });
});

describe('a video lesson in Hindi', () => {
  it('plays the file spoken in Hindi, with the Hindi captions on', async () => {
    await i18n.changeLanguage('hi');
    renderLearning(`/learn/${COURSE_ID}/${lessonId(2)}`);
    await waitFor(() => expect(document.querySelector('video source')).not.toBeNull());
    const video = document.querySelector('video')!;
    expect(video.querySelector('source')).toHaveAttribute('src', '/api/v1/media/video-1-hi');
    expect([...video.querySelectorAll('track')].map((track) => [track.srclang, track.default])).toEqual([
      ['en', false],
      ['hi', true],
    ]);
  });
});

describe('a document lesson', () => {
  it('offers the PDF to open and download (a phone gets no frame)', async () => {
    renderLearning(`/learn/${COURSE_ID}/${lessonId(3)}`);
    expect(await screen.findByText('A guide to print.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Download the PDF (1.5 MB)' })).toHaveAttribute('href', '/api/v1/media/doc-1?download=1');
    expect(screen.getByRole('link', { name: 'Open the document' })).toHaveAttribute('target', '_blank');
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByRole('button', { name: 'Mark as read and continue' })).toBeEnabled();
  });

  it('says so when the lesson cannot be loaded, and logs it', async () => {
    const log = catchConsoleErrors();
    route = byPath({ [`GET ${base}/lms`]: ok(buildLms()), [`GET ${base}/lessons/${lessonId(3)}`]: failure(500, 'Something went wrong.') });
    renderLearning(`/learn/${COURSE_ID}/${lessonId(3)}`);
    expect(await screen.findByRole('alert')).toHaveTextContent('The lesson could not be loaded.');
    expect(log).toHaveBeenCalledWith('API error:', 500, `/v1/courses/${COURSE_ID}/lessons/${lessonId(3)}`, 'Something went wrong.');
  });
});

describe('a field practical', () => {
  const practical = buildPlayerLesson(4, {
    kind: 'practical',
    content: {
      kind: 'practical',
      instructions: { en: "Measure the open well's water level.", hi: 'खुले कुएँ का जल स्तर नापें।' },
      photos: { min: 1, max: 2, captions: [{ en: 'The well from 5 m', hi: '5 मीटर दूर से कुआँ' }, { en: 'The tape at the water' }] },
      voiceNote: { requirement: 'optional', maxSeconds: 120 },
      numbers: [{ id: 'depth', label: { en: 'Depth to water', hi: 'पानी तक गहराई' }, unit: 'm', min: 0, max: 60 }],
      place: { required: true, accuracyMetres: 50, area: { type: 'circle', lat: 22.9, lon: 76, radiusMetres: 200 } },
      rubric: {
        passMark: 1,
        criteria: [
          {
            id: 'c1',
            label: { en: 'Read' },
            levels: [
              { id: 'a', label: { en: 'No' }, points: 0 },
              { id: 'b', label: { en: 'Yes' }, points: 1 },
            ],
          },
        ],
      },
    },
  });

  it('shows its instructions and what to bring back, in English and in Hindi, and offers no way to mark it done', async () => {
    route = byPath({
      [`GET ${base}/lms`]: ok(buildLms()),
      [`GET ${base}/lessons/${lessonId(4)}`]: ok(practical),
      'GET /v1/enrolments': ok({ enrolments: [] }),
    });
    renderLearning(`/learn/${COURSE_ID}/${lessonId(4)}`);
    expect(await screen.findByText("Measure the open well's water level.")).toBeInTheDocument();
    const list = screen.getByRole('region', { name: 'What to bring back' });
    expect(within(list).getByText('Photos, 1 to 2, in this order:')).toBeInTheDocument();
    expect(within(list).getByText('The well from 5 m')).toBeInTheDocument();
    expect(within(list).getByText('A voice note of up to 120 seconds, if you wish')).toBeInTheDocument();
    expect(within(list).getByText('Depth to water: a number from 0 to 60 m')).toBeInTheDocument();
    expect(within(list).getByText(/accurate to 50 m or better$/)).toBeInTheDocument();
    expect(within(list).getByText('Do it inside the area your trainer set.')).toBeInTheDocument();
    expect(screen.getByText('A reviewer marks what you send; this lesson is complete once it is accepted.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();

    await i18n.changeLanguage('hi');
    expect(await screen.findByText('खुले कुएँ का जल स्तर नापें।')).toBeInTheDocument();
    const hindi = screen.getByRole('region', { name: 'आपको क्या लाकर भेजना है' });
    expect(within(hindi).getByText('5 मीटर दूर से कुआँ')).toBeInTheDocument();
    expect(within(hindi).getByText('पानी तक गहराई: 0 से 60 m के बीच की संख्या')).toBeInTheDocument();
  });
});
