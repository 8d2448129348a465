import type { CourseDetail, CourseSummary } from '@jal/contracts';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export type StubAnswer = { status: number; body?: unknown };
export type StubRoute = (url: URL) => StubAnswer | Promise<StubAnswer>;

/**
 * A real HTTP server on a free loopback port whose answers may wait (to see what the page shows
 * while a request is on its way); it records the URL of every request.
 */
export async function startCourseApi(route: StubRoute) {
  const received: URL[] = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stub');
    received.push(url);
    void Promise.resolve(route(url)).then((answer) => {
      res.writeHead(answer.status, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
      res.end(answer.body === undefined ? '' : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    /** The course-list requests received, as their query parameters. */
    listRequests: () => received.filter((url) => url.pathname === '/api/v1/courses').map((url) => Object.fromEntries(url.searchParams)),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A published course as the API lists it. */
export function buildCourse(n: number, overrides: Partial<CourseSummary> = {}): CourseSummary {
  const id = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  return {
    _id: id,
    id,
    slug: `course-${n}`,
    title: `Course number ${n}`,
    titleKey: null,
    titleTranslations: { en: `Course number ${n}`, hi: `पाठ्यक्रम संख्या ${n}` },
    description: `About course ${n}.`,
    descriptionKey: null,
    descriptionTranslations: { en: `About course ${n}.`, hi: `पाठ्यक्रम ${n} के बारे में।` },
    status: 'published',
    image: `/images/courses/course-${((n - 1) % 9) + 1}.svg`,
    level: 'beginner',
    category: 'watershed',
    durationMinutes: 90,
    languages: ['en', 'hi'],
    order: n,
    moduleCount: 2,
    lessonCount: 3,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

/** A course with an outline of two modules. */
export function buildCourseDetail(overrides: Partial<CourseDetail> = {}): CourseDetail {
  const lesson = (id: string, title: string, kind: 'text' | 'video' | 'quiz', minutes: number, order: number) => ({
    _id: id,
    id,
    title,
    titleTranslations: { en: title, hi: `${title} (हिंदी)` },
    kind,
    durationMinutes: minutes,
    order,
  });
  return {
    ...buildCourse(1, { title: 'Watershed Basics', titleTranslations: { en: 'Watershed Basics', hi: 'जलग्रहण क्षेत्र की मूल बातें' } }),
    moduleCount: 2,
    lessonCount: 3,
    durationMinutes: 150,
    modules: [
      {
        _id: 'm1',
        id: 'm1',
        title: 'What is a watershed?',
        titleTranslations: { en: 'What is a watershed?' },
        description: 'The idea and its boundary.',
        descriptionTranslations: { en: 'The idea and its boundary.' },
        order: 1,
        lessons: [lesson('l1', 'Ridge to valley', 'text', 10, 1), lesson('l2', 'Drawing the boundary', 'video', 15, 2)],
      },
      {
        _id: 'm2',
        id: 'm2',
        title: 'Check what you learnt',
        titleTranslations: { en: 'Check what you learnt' },
        description: '',
        descriptionTranslations: {},
        order: 2,
        lessons: [lesson('l3', 'Module quiz', 'quiz', 5, 1)],
      },
    ],
    ...overrides,
  };
}
