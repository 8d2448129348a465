import type { CourseSummary } from '@jal/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useParams } from 'react-router';
import { describe, expect, it } from 'vitest';
import { catchConsoleErrors } from '@/test/console';
import { serveStubApi } from '@/test/http-stub-server';
import { renderWithProviders } from '@/test/render';
import { CourseStrip } from './course-strip';
import { splitLastWords, stripImage } from './course-strip-utils';
import { loadHomeCurriculumStrings } from './curriculum-test-strings';

function course(n: number, description = `Description of course ${n}`): CourseSummary {
  return {
    _id: `c${n}`,
    id: `c${n}`,
    slug: `course-${n}`,
    title: `Course ${n}`,
    titleKey: null,
    titleTranslations: { en: `Course ${n}`, hi: `पाठ्यक्रम ${n}` },
    description,
    descriptionKey: null,
    descriptionTranslations: { en: description },
    status: 'published',
    image: null,
    level: 'beginner',
    category: 'watershed',
    durationMinutes: 30,
    languages: ['en'],
    order: n,
    moduleCount: 1,
    lessonCount: 1,
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
  };
}

/** What the stub API answers next: a status and the courses. */
let reply: { status: number; courses: CourseSummary[]; code?: number } = { status: 200, courses: [] };

const server = await serveStubApi(
  () => ({
    status: reply.status,
    body: {
      code: reply.code ?? reply.status,
      message: reply.status === 200 ? 'OK' : 'Server error',
      data:
        reply.status === 200
          ? { courses: reply.courses, pagination: { page: 1, limit: 50, total: reply.courses.length, totalPages: 1 } }
          : null,
    },
  }),
  loadHomeCurriculumStrings,
);

function CoursePage() {
  return <p>{`course page ${useParams().id ?? ''}`}</p>;
}

const renderStrip = () =>
  renderWithProviders(<CourseStrip />, {
    path: '/',
    routes: [
      { path: '/courses/:id', element: <CoursePage /> },
      { path: '/courses', element: <p>all courses</p> },
    ],
  });

const cards = async () => within(await screen.findByRole('list', { name: 'Published courses' })).getAllByRole('link');

describe('course strip: up to 50 published courses, newest first, moving sideways as the page scrolls', () => {
  it('asks for 50 published courses and shows them in reverse order', async () => {
    reply = { status: 200, courses: [course(1), course(2), course(3)] };
    renderStrip();
    expect(await screen.findByRole('status')).toHaveTextContent('Loading courses...');
    const links = await cards();
    expect(links.map((link) => link.textContent)).toEqual([
      'Course 3Description of course 3',
      'Course 2Description of course 2',
      'Course 1Description of course 1',
    ]);
    const url = new URL(server.received[0]?.url ?? '', 'http://x');
    expect(url.pathname).toBe('/api/v1/courses');
    expect(url.searchParams.get('status')).toBe('published');
    expect(url.searchParams.get('limit')).toBe('50');
  });

  it('opens the course of a card', async () => {
    reply = { status: 200, courses: [course(1), course(2)] };
    const { user } = renderStrip();
    const [first] = await cards();
    expect(first).toHaveAttribute('href', '/courses/c2');
    await user.click(first!);
    expect(await screen.findByText('course page c2')).toBeInTheDocument();
  });

  it('cuts descriptions to 8 words and an ellipsis', async () => {
    reply = { status: 200, courses: [course(1, 'one two three four five six seven eight nine ten')] };
    renderStrip();
    const [card] = await cards();
    expect(card).toHaveTextContent('one two three four five six seven eight...');
    expect(card).not.toHaveTextContent('nine');
  });

  it('assigns the nine course images in turn and falls back to the placeholder', async () => {
    reply = { status: 200, courses: Array.from({ length: 11 }, (_, i) => course(i + 1)) };
    renderStrip();
    const images = (await cards()).map((link) => link.querySelector('img')!);
    expect(images.map((image) => image.getAttribute('src'))).toEqual([
      ...Array.from({ length: 9 }, (_, i) => `/images/courses/course-${i + 1}.svg`),
      '/images/courses/course-1.svg',
      '/images/courses/course-2.svg',
    ]);
    expect(images[0]).toHaveAttribute('alt', '');
    expect(images[0]).toHaveAttribute('loading', 'lazy');
    fireEvent.error(images[3]!);
    expect(images[3]).toHaveAttribute('src', '/images/course-placeholder.svg');
    expect(images[4]).toHaveAttribute('src', '/images/courses/course-5.svg');
  });

  it('shows the error with Retry on a failure, logs it, and Retry fetches again', async () => {
    const log = catchConsoleErrors();
    reply = { status: 500, courses: [] };
    const { user } = renderStrip();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch courses');
    expect(log).toHaveBeenCalledWith('API error:', 500, '/v1/courses', 'Server error');
    reply = { status: 200, courses: [course(7)] };
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect((await cards()).map((link) => link.getAttribute('href'))).toEqual(['/courses/c7']);
    expect(server.received).toHaveLength(2);
  });

  it('treats a 200 whose body code is not 200 as a failure', async () => {
    reply = { status: 200, code: 500, courses: [] };
    renderStrip();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch courses');
  });

  it('ends with the heading, the description with its last four words on a new line, and a link to all courses', async () => {
    reply = { status: 200, courses: [course(1)] };
    renderStrip();
    const heading = await screen.findByRole('heading', { level: 2, name: 'Courses for every step of watershed work' });
    const description = heading.nextElementSibling!;
    const [before, after] = description.innerHTML.split('<br>');
    expect(before).toBe('Short lessons that open on any phone, with field guides you can');
    expect(after).toBe('take to the village.');
    await waitFor(() => expect(screen.getByRole('link', { name: 'View all courses' })).toHaveAttribute('href', '/courses'));
  });
});

describe('course strip helpers', () => {
  it('cycles through the nine images', () => {
    expect([0, 8, 9, 17, 18].map(stripImage)).toEqual([
      '/images/courses/course-1.svg',
      '/images/courses/course-9.svg',
      '/images/courses/course-1.svg',
      '/images/courses/course-9.svg',
      '/images/courses/course-1.svg',
    ]);
  });

  it('splits off the last four words, in Hindi too', () => {
    expect(splitLastWords('one two three four five six')).toEqual({ head: 'one two', tail: 'three four five six' });
    expect(splitLastWords('गाँव में साथ ले जा सकते हैं।')).toEqual({ head: 'गाँव में साथ', tail: 'ले जा सकते हैं।' });
    expect(splitLastWords('too short')).toEqual({ head: '', tail: 'too short' });
  });
});
