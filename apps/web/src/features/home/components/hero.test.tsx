import { act, screen, waitFor, waitForElementToBeRemoved, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { catchConsoleErrors } from '@/test/console';
import { serveStubApi, type Route } from '@/test/http-stub-server';
import { renderWithProviders } from '@/test/render';
import { loadHomeStrings } from '../test-strings';
import { Hero } from './hero';

const course = (id: string, en: string, hi: string, image: string | null) => ({
  _id: id,
  id,
  slug: id,
  title: en,
  titleKey: null,
  titleTranslations: { en, hi },
  description: '',
  descriptionKey: null,
  descriptionTranslations: {},
  status: 'published',
  image,
  level: 'beginner',
  category: 'watershed',
  durationMinutes: 45,
  languages: ['en', 'hi'],
  order: 1,
  moduleCount: 1,
  lessonCount: 3,
  createdAt: '',
  updatedAt: '',
});

const COURSES = [
  course('c-1', 'Watershed Basics', 'जलग्रहण की मूल बातें', '/images/courses/course-1.svg'),
  course('c-2', 'GIS for Planning', 'योजना के लिए GIS', null),
];

let answer: ReturnType<Route>;

const server = await serveStubApi(() => answer);

beforeAll(loadHomeStrings);
afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

const renderHero = (language?: 'en' | 'hi') => renderWithProviders(<Hero />, { language });

const ok = {
  status: 200,
  body: { code: 200, message: 'Success', data: { courses: COURSES, pagination: { page: 1, limit: 2, total: 2, pages: 1 } } },
};

describe('Hero (landing section 1)', () => {
  it('shows its title and calls to action before the courses arrive, with two same-size skeletons meanwhile', async () => {
    answer = ok;
    renderHero();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Learn to plan and protect your watershed, in your language' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore courses' })).toHaveAttribute('href', '/courses');
    expect(screen.getByRole('link', { name: 'Join for free' })).toHaveAttribute('href', '/signup');
    const loading = screen.getByRole('status');
    expect(loading).toHaveTextContent('Loading courses...');
    const skeletons = loading.querySelectorAll('[aria-hidden="true"]');
    expect(skeletons).toHaveLength(2);
    // Same box as a loaded teaser: no shift when the courses arrive.
    for (const skeleton of skeletons) expect(skeleton.className).toContain('h-32');
    await screen.findAllByRole('article');
  });

  it('asks for the first two published courses and links each teaser to its course', async () => {
    answer = ok;
    renderHero();
    const featured = await screen.findByRole('region', { name: 'Featured courses' });
    const teasers = await within(featured).findAllByRole('article');
    expect(teasers).toHaveLength(2);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(within(teasers[0]!).getByRole('link', { name: 'Watershed Basics' })).toHaveAttribute('href', '/courses/c-1');
    expect(within(teasers[1]!).getByRole('link', { name: 'GIS for Planning' })).toHaveAttribute('href', '/courses/c-2');
    expect(teasers[0]!.querySelector('img')).toHaveAttribute('src', '/images/courses/course-1.svg');
    // A course without an image shows the placeholder, at the same fixed size.
    const placeholder = teasers[1]!.querySelector('img');
    expect(placeholder).toHaveAttribute('src', '/images/course-placeholder.svg');
    expect(placeholder).toHaveAttribute('width', '640');
    expect(placeholder).toHaveAttribute('height', '360');
    const url = new URL(server.received.at(-1)!.url, 'http://x');
    expect(url.pathname).toBe('/api/v1/courses');
    expect(url.searchParams.get('status')).toBe('published');
    expect(url.searchParams.get('limit')).toBe('2');
  });

  it('titles the teasers in the UI language', async () => {
    answer = ok;
    renderHero('hi');
    expect(await screen.findByRole('link', { name: 'जलग्रहण की मूल बातें' })).toHaveAttribute('href', '/courses/c-1');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('अपने जलग्रहण क्षेत्र की योजना');
    expect(screen.getAllByText('प्रारंभिक · 45 मिनट')).toHaveLength(2);
  });

  it('on a failure shows the hero without teasers, and logs it', async () => {
    const log = catchConsoleErrors();
    answer = { status: 500, body: { code: 500, message: 'Database down', data: null } };
    renderHero();
    await waitForElementToBeRemoved(() => screen.queryByRole('status'));
    expect(log).toHaveBeenCalledWith('API error:', 500, '/v1/courses', 'Database down');
    expect(screen.queryByRole('region', { name: 'Featured courses' })).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore courses' })).toBeInTheDocument();
  });

  it('leaves the teasers out when nothing is published', async () => {
    answer = {
      status: 200,
      body: { code: 200, message: 'Success', data: { courses: [], pagination: { page: 1, limit: 2, total: 0, pages: 0 } } },
    };
    renderHero();
    // The hero is there, and the loading skeletons give way once the empty answer is in.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Learn to plan and protect your watershed');
    await waitForElementToBeRemoved(() => screen.queryByRole('status'));
    await waitFor(() => expect(server.received.some((request) => request.url.startsWith('/api/v1/courses'))).toBe(true));
    expect(screen.queryByRole('region', { name: 'Featured courses' })).not.toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });
});
