import { dashboardCoursesStrings } from '@jal/ui-strings/dashboard-courses';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '@/test/api-answers';
import { serveStubApi } from '@/test/http-stub-server';
import { LocationProbe, renderWithProviders } from '@/test/render';
import { loadSeedStrings } from '@/test/seed-strings';
import { loadAdministrationStrings } from '@/test/administration-strings';
import { TranslationsPage } from './translations-page';

const LANGUAGES = [
  { code: 'en', name: 'English', nativeName: 'English', isDefault: true, isActive: true, sortOrder: 0 },
  { code: 'hi', name: 'Hindi', nativeName: 'हिन्दी', isDefault: false, isActive: true, sortOrder: 1 },
];
const ENTRY = {
  page: 'general',
  key: 'nav.about',
  values: { en: 'About', hi: 'हमारे बारे में' },
  ids: { en: 'row-en', hi: 'row-hi' },
  updatedAt: '2026-01-01T00:00:00.000Z',
};

await serveStubApi(
  ({ url }) => {
    const path = url.split('?')[0]?.replace(/^\/api/, '');
    if (path === '/v1/translations/hierarchy') return ok({ pages: [{ page: 'general', keys: 1, missing: {} }], languages: ['en', 'hi'] });
    if (path === '/v1/translations') return ok({ items: [ENTRY], truncated: false });
    if (path === '/v1/languages') return ok(LANGUAGES);
    return ok(null);
  },
  () => {
    loadAdministrationStrings();
    loadSeedStrings(Object.fromEntries(Object.entries(dashboardCoursesStrings).filter(([key]) => key.startsWith('courseAdmin.unsaved.'))));
  },
);

/** Whether the browser would ask before reloading or closing the tab. */
function reloadAsks() {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('TranslationsPage', () => {
  it('asks before leaving with edits not saved, in the app and on reload', async () => {
    const { user, router } = renderWithProviders(<TranslationsPage />, {
      route: '/dashboard/translations',
      path: '/dashboard/translations',
      routes: [{ path: '/dashboard/courses', element: <LocationProbe /> }],
    });
    const hindi = await screen.findByLabelText('हिन्दी (Hindi)', {}, { timeout: 3000 });
    expect(reloadAsks()).toBe(false);

    await user.clear(hindi);
    await user.type(hindi, 'परिचय');
    expect(reloadAsks()).toBe(true);

    void router.navigate('/dashboard/courses');
    expect(await screen.findByRole('alertdialog', { name: 'Leave without saving?' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/translations');

    await user.click(screen.getByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/dashboard/courses');
  });
});
