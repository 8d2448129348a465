import { homeCurriculumStrings } from '@jal/ui-strings/home-curriculum';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { HomePage } from './home-page';
import { i18n } from '@/lib/i18n';
import { serveStubApi } from '@/test/http-stub-server';
import { renderWithProviders } from '@/test/render';
import { loadSeedStrings } from '@/test/seed-strings';
import { loadHomeStrings } from '../test-strings';

await serveStubApi(() => ({
  status: 200,
  body: { code: 200, message: 'Success', data: { courses: [], pagination: { page: 1, limit: 2, total: 0, pages: 0 } } },
}));

beforeAll(() => {
  loadHomeStrings();
  // The course strip and the curriculum showcase bring their own strings.
  loadSeedStrings(homeCurriculumStrings);
});
afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
});

const renderHome = (language?: 'en' | 'hi') => renderWithProviders(<HomePage />, { language });

describe('HomePage', () => {
  // Hero, app banner, why choose us, (course strip and curriculum showcase load on their own),
  // smart-watershed features, offerings, testimonials, app promotion.
  it('orders its own sections as the landing page does, each named by its heading', () => {
    const { container } = renderHome();
    const names = [...container.querySelectorAll('section[aria-labelledby]')]
      .filter((section) => !section.parentElement?.closest('section'))
      .map((section) => document.getElementById(section.getAttribute('aria-labelledby') ?? '')?.textContent);
    // The course strip and the curriculum showcase (sections 4 and 5) sit between 'why' and the features.
    const mine = names.filter((name) => !!name);
    expect(mine.slice(0, 3)).toEqual([
      'Learn to plan and protect your watershed, in your language',
      'Take your training to the field',
      'Why learn with Jal Shiksha',
    ]);
    expect(mine.slice(-4)).toEqual([
      'Smart watershed tools in one place',
      'What we offer',
      'What learners say',
      'Jal Shiksha in your pocket',
    ]);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe('Water and watershed training | Jal Shiksha');
  });

  it('has the six features, the four offerings and the app section the badges lead to', () => {
    renderHome();
    const features = screen.getByRole('region', { name: 'Smart watershed tools in one place' });
    expect(
      within(features)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['DPR preparation', 'Learning modules', 'Learn anywhere', 'Performance tracking', 'Certification', 'GIS tools']);
    const offerings = screen.getByRole('region', { name: 'What we offer' });
    expect(
      within(offerings)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Learning modules', 'Multimedia content', 'GIS integration', 'Expert guidance']);
    const why = screen.getByRole('region', { name: 'Why learn with Jal Shiksha' });
    expect(within(why).getByRole('link', { name: 'Enrol now' })).toHaveAttribute('href', '/courses');
    expect(within(why).getByRole('link', { name: 'Explore all courses' })).toHaveAttribute('href', '/courses');
    const app = screen.getByRole('region', { name: 'Jal Shiksha in your pocket' });
    expect(app).toHaveAttribute('id', 'app');
    expect(within(app).getAllByRole('listitem').length).toBeGreaterThanOrEqual(3);
    const badges = screen.getAllByRole('link', { name: /Google Play|App Store/ });
    expect(badges).toHaveLength(4);
    for (const badge of badges) expect(badge).toHaveAttribute('href', '#app');
  });

  it('shows no untranslated key and no image without width and height, in either language', async () => {
    for (const language of ['en', 'hi'] as const) {
      const { container, unmount } = renderHome(language);
      // The lazily loaded sections are checked too, once they are in.
      await waitFor(() => {
        expect(container.querySelector('#course-strip-heading')).not.toBeNull();
        expect(container.querySelector('#curriculum-heading')).not.toBeNull();
      });
      expect(container.textContent).not.toMatch(/\bhome\.[a-zA-Z]/);
      for (const element of container.querySelectorAll('[aria-label], img[alt]')) {
        expect(element.getAttribute('aria-label') ?? element.getAttribute('alt')).not.toMatch(/^home\./);
      }
      for (const image of container.querySelectorAll('img')) {
        expect(image).toHaveAttribute('width');
        expect(image).toHaveAttribute('height');
      }
      // Everything below the hero loads lazily.
      const below = [...container.querySelectorAll('img')].filter((image) => !image.closest('section[aria-labelledby="hero-heading"]'));
      for (const image of below) expect(image).toHaveAttribute('loading', 'lazy');
      unmount();
    }
  });
});
