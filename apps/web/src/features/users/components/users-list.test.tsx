import type { AdminUser } from '@jal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '@/test/api-answers';
import { serveStubApi } from '@/test/http-stub-server';
import { renderWithProviders } from '@/test/render';
import { loadAdministrationStrings } from '@/test/administration-strings';
import { UsersList } from './users-list';

const person = (id: string, name: string, role: AdminUser['role'], more: Partial<AdminUser> = {}): AdminUser => ({
  _id: id,
  id,
  name,
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
  person('u2', 'Gita Devi', 'USER', { mobile: '9811100010' }),
  person('u3', 'Meera Kushwaha', 'ORGANIZATION'),
  person('u4', 'Savitri Imported', 'USER', { mustChangePassword: true, passwordExpiresAt: '2020-01-01T00:00:00.000Z' }),
  person('u5', 'Kamla Imported', 'USER', { mustChangePassword: true, passwordExpiresAt: '2099-01-15T06:30:00.000Z' }),
];

const api = await serveStubApi(
  ({ method }) =>
    method === 'DELETE' ? ok({ ended: 2 }) : ok({ items: USERS, pagination: { page: 1, limit: 20, total: USERS.length, totalPages: 1 } }),
  loadAdministrationStrings,
);

function renderAs(role: string) {
  window.localStorage.setItem('authToken', `token-${role}`);
  window.localStorage.setItem('currentUser', JSON.stringify({ id: 'me', name: 'Test', role, organizationId: 'o1' }));
  return renderWithProviders(<UsersList />, { route: '/dashboard/users', auth: true });
}

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

  it('signs a user out everywhere after a confirmation', async () => {
    const { user } = renderAs('ADMIN');
    await user.click(await screen.findByRole('button', { name: 'Sign out everywhere Gita Devi' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Sign this user out everywhere?' });
    expect(dialog).toHaveTextContent('Gita Devi will be signed out on every device');
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() =>
      expect(api.received.some((request) => request.method === 'DELETE' && request.url.endsWith('/v1/user/u2/sessions'))).toBe(true),
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
