import type { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { demoModeStrings } from '@jal/ui-strings/demo-mode';
import { roleStrings } from '@jal/ui-strings/roles';
import { signinStrings } from '@jal/ui-strings/signin';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { serveStubApi } from '@/test/http-stub-server';
import { loadTestStrings } from '@/test/i18n-resources';
import { renderWithProviders, testQueryClient } from '@/test/render';
import { loadSeedStrings } from '@/test/seed-strings';
import { DemoAccounts } from './demo-accounts-panel';
import { DemoModeWarning } from './demo-mode-warning';

const ON = {
  active: true,
  password: 'Server-given-1',
  accounts: [
    { role: 'USER', email: 'learner@jalshiksha.org' },
    { role: 'SUPER_ADMIN', email: 'superadmin@jalshiksha.org' },
  ],
};
const OFF = { active: false, password: null, accounts: [] };
let demo: typeof ON | typeof OFF = ON;

// The start-up check of a stored session answers with the user of the token (`token-<role>`).
const server = await serveStubApi(({ url, headers }) => {
  if (url === '/api/v1/demo-mode') return { status: 200, body: { code: 200, message: 'Success', data: demo } };
  const role = /^Bearer token-(.+)$/.exec(headers.authorization ?? '')?.[1];
  return { status: 200, body: { code: 200, message: 'Success', data: { id: 'u1', name: 'Test', role } } };
});

beforeAll(() => {
  loadTestStrings();
  loadSeedStrings(demoModeStrings, signinStrings, roleStrings);
});
beforeEach(() => {
  demo = ON;
  server.received.length = 0;
  window.localStorage.clear();
});

/** Waits until the demo-mode answer has arrived and been rendered. */
async function answered(queryClient: QueryClient) {
  await vi.waitFor(() => {
    expect(server.received.some((request) => request.url === '/api/v1/demo-mode')).toBe(true);
    expect(queryClient.getQueryState(['demo-mode', 'accounts'])?.status).toBe('success');
  });
}

function signedInAs(role: string) {
  window.localStorage.setItem('authToken', `token-${role}`);
  window.localStorage.setItem('currentUser', JSON.stringify({ id: 'u1', name: 'Test', role }));
}

describe('the dashboard’s demo-mode warning', () => {
  it('gives a super admin the way to end demo mode', async () => {
    signedInAs('SUPER_ADMIN');
    renderWithProviders(<DemoModeWarning />, { auth: true, route: '/dashboard/courses' });
    const warning = await screen.findByRole('alert');
    expect(warning).toHaveTextContent('Anyone can sign in as super admin with the password published on the sign-in page.');
    expect(screen.getByRole('link', { name: 'End demo mode' })).toHaveAttribute('href', '/dashboard/demo-mode');
  });

  it('tells anyone else to ask a super admin, in Hindi too', async () => {
    signedInAs('ADMIN');
    renderWithProviders(<DemoModeWarning />, { auth: true, route: '/dashboard/courses', language: 'hi' });
    const warning = await screen.findByRole('alert');
    expect(warning).toHaveTextContent('डेमो मोड चालू है');
    expect(warning).toHaveTextContent('किसी मुख्य प्रशासक से डेमो मोड बंद करवाएँ');
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('is not there once demo mode has ended', async () => {
    demo = OFF;
    signedInAs('SUPER_ADMIN');
    const queryClient = testQueryClient();
    renderWithProviders(<DemoModeWarning />, { auth: true, route: '/dashboard/courses', language: 'en', queryClient });
    await answered(queryClient);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('the sign-in page’s demo accounts', () => {
  it('offers the accounts the server lists, filling in the password the server gives', async () => {
    const onUse = vi.fn();
    const { user } = renderWithProviders(<DemoAccounts onUse={onUse} />, { language: 'en' });
    expect(await screen.findByText('Try the platform with one of these accounts (password Server-given-1).')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Use the Super administrator account' }));
    expect(onUse).toHaveBeenCalledWith('superadmin@jalshiksha.org', 'Server-given-1');
    expect(screen.queryByRole('button', { name: 'Use the Administrator account' })).not.toBeInTheDocument();
  });

  it('is not there once demo mode has ended', async () => {
    demo = OFF;
    const queryClient = testQueryClient();
    renderWithProviders(<DemoAccounts onUse={() => {}} />, { language: 'en', queryClient });
    await answered(queryClient);
    expect(screen.queryByRole('heading', { name: 'Demo accounts' })).not.toBeInTheDocument();
  });
});
