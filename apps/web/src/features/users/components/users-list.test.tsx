import type { AdminUser } from '@jal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ok } from '@/test/api-answers';
import { serveStubApi } from '@/test/http-stub-server';
import { renderWithProviders } from '@/test/render';
import { loadAdministrationStrings } from '@/test/administration-strings';
import { UsersList } from './users-list';

const person = (id: string, name: string, role: AdminUser['role'], more: Partial<AdminUser> = {}): AdminUser => ({
  _id: id,
  id,
  name,
  nameVariants: null,
  email: `${id}@example.org`,
  mobile: null,
  role,
  organizationId: 'o1',
  organizationName: 'Bundelkhand Jal Seva Sanstha',
  status: 'active',
  createdAt: '2026-11-01T00:00:00.000Z',
  canManage: true,
  mustChangePassword: false,
  passwordExpiresAt: null,
  ...more,
});

const USERS = [
  person('u1', 'Lakshmi Bai', 'USER', { email: '', mobile: '9811100009' }),
  person('u2', 'Gita Devi', 'USER', { mobile: '9811100010', nameVariants: { english: 'Gita Devi', hindi: 'गीता देवी' } }),
  person('u3', 'Meera Kushwaha', 'ORGANIZATION'),
  person('u4', 'Savitri Imported', 'USER', { mustChangePassword: true, passwordExpiresAt: '2020-01-01T00:00:00.000Z' }),
  person('u5', 'Kamla Imported', 'USER', { mustChangePassword: true, passwordExpiresAt: '2099-01-15T06:30:00.000Z' }),
];

const api = await serveStubApi(
  ({ method }) =>
    method === 'DELETE' ? ok({ ended: 2 }) : ok({ items: USERS, pagination: { page: 1, limit: 20, total: USERS.length, totalPages: 1 } }),
  loadAdministrationStrings,
);

function renderAs(role: string, language: 'en' | 'hi' = 'en') {
  window.localStorage.setItem('authToken', `token-${role}`);
  window.localStorage.setItem('currentUser', JSON.stringify({ id: 'me', name: 'Test', role, organizationId: 'o1' }));
  return renderWithProviders(<UsersList />, { route: '/dashboard/users', auth: true, language });
}

/** A screen as wide as a computer's (jsdom has no matchMedia: without it the list is laid out for a phone). */
function onWideScreen() {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: true, media: query, addEventListener() {}, removeEventListener() {} }));
}
afterEach(() => vi.unstubAllGlobals());

const rowOf = async (name: string) => (await screen.findByText(name, { selector: 'p' })).closest('li')!;

describe('UsersList', () => {
  it("shows each learner's mobile number and links to the learner's progress; other roles have no progress", async () => {
    renderAs('ADMIN');
    const lakshmi = (await screen.findByText('Lakshmi Bai', { selector: 'p' })).closest('li')!;
    expect(within(lakshmi).getByText('Mobile 9811100009')).toBeInTheDocument();
    expect(within(lakshmi).getByRole('link', { name: 'Progress Lakshmi Bai' })).toHaveAttribute('href', '/dashboard/users/u1/progress');

    const gita = screen.getByText('Gita Devi', { selector: 'p' }).closest('li')!;
    expect(within(gita).getByText('u2@example.org · Mobile 9811100010')).toBeInTheDocument();
    expect(within(gita).getByRole('link', { name: 'Progress Gita Devi' })).toHaveAttribute('href', '/dashboard/users/u2/progress');

    const manager = screen.getByText('Meera Kushwaha', { selector: 'p' }).closest('li')!;
    expect(within(manager).queryByRole('link', { name: /Progress/ })).toBeNull();
    expect(within(manager).getByRole('button', { name: 'Edit Meera Kushwaha' })).toBeInTheDocument();
  });

  it('shows who has not chosen a password yet and until when the one-time password works, with a button for a new one', async () => {
    onWideScreen();
    renderAs('ORGANIZATION');
    const savitri = (await screen.findByText('Savitri Imported', { selector: 'p' })).closest('li')!;
    expect(within(savitri).getByText('Has not chosen a password yet: the one-time password has expired')).toBeInTheDocument();
    expect(within(savitri).getByRole('button', { name: 'New one-time password Savitri Imported' })).toBeInTheDocument();
    const kamla = screen.getByText('Kamla Imported', { selector: 'p' }).closest('li')!;
    expect(within(kamla).getByText(/^Has not chosen a password yet: the one-time password works until .*2099/)).toBeInTheDocument();
    const gita = screen.getByText('Gita Devi', { selector: 'p' }).closest('li')!;
    expect(within(gita).queryByText(/Has not chosen/)).toBeNull();
    expect(within(gita).getByRole('button', { name: 'Reset password Gita Devi' })).toBeInTheDocument();
  });

  it('on a phone, keeps Progress and Edit as buttons and the other actions behind "More actions"', async () => {
    const { user } = renderAs('ADMIN');
    const gita = await rowOf('Gita Devi');
    const more = within(gita).getByRole('button', { name: 'More actions Gita Devi' });
    expect(
      within(gita)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Edit Gita Devi', 'More actions Gita Devi']);
    expect(within(gita).queryByRole('button', { name: 'Delete Gita Devi' })).toBeNull();

    await user.click(more);
    expect(more).toHaveAttribute('aria-expanded', 'true');
    expect(
      within(gita)
        .getAllByRole('button')
        .slice(2)
        .map((button) => button.textContent),
    ).toEqual(['Disable Gita Devi', 'Reset password Gita Devi', 'Sign out everywhere Gita Devi', 'Delete Gita Devi']);
    await user.keyboard('{Escape}');
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveFocus();
    expect(within(gita).queryByRole('button', { name: 'Delete Gita Devi' })).toBeNull();
  });

  it('on a wide screen, shows every action side by side', async () => {
    onWideScreen();
    renderAs('ADMIN');
    const gita = await rowOf('Gita Devi');
    expect(within(gita).queryByRole('button', { name: /More actions/ })).toBeNull();
    expect(
      within(gita)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Edit Gita Devi', 'Disable Gita Devi', 'Reset password Gita Devi', 'Sign out everywhere Gita Devi', 'Delete Gita Devi']);
  });

  it('names a person by their Hindi name on a Hindi page, and by their name where they have none', async () => {
    const { user } = renderAs('ADMIN', 'hi');
    const gita = await rowOf('गीता देवी');
    expect(screen.queryByText('Gita Devi', { selector: 'p' })).toBeNull();
    expect(within(gita).getByRole('link', { name: 'प्रगति गीता देवी' })).toBeInTheDocument();
    expect(within(gita).getByText(/^शिक्षार्थी/)).toBeInTheDocument();
    expect(await rowOf('Meera Kushwaha')).toHaveTextContent('संगठन प्रबंधक');
    await user.click(within(gita).getByRole('button', { name: 'और विकल्प गीता देवी' }));
    await user.click(within(gita).getByRole('button', { name: 'हटाएँ गीता देवी' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('गीता देवी');
  });

  it('signs a user out everywhere after a confirmation, and gives focus back to "More actions"', async () => {
    const { user } = renderAs('ADMIN');
    const more = within(await rowOf('Gita Devi')).getByRole('button', { name: 'More actions Gita Devi' });
    await user.click(more);
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere Gita Devi' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Sign this user out everywhere?' });
    expect(dialog).toHaveTextContent('Gita Devi will be signed out on every device');
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() =>
      expect(api.received.some((request) => request.method === 'DELETE' && request.url.endsWith('/v1/user/u2/sessions'))).toBe(true),
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(more).toHaveFocus();
  });
});
