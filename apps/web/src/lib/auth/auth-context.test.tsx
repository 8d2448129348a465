import { LOGIN_REDIRECT_DELAY_MS } from '@jal/contracts/core';
import { generalStrings } from '@jal/ui-strings/general';
import { signInErrorStrings } from '@jal/ui-strings/sign-in-errors';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { notify, ToasterHost } from '@/lib/toast';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { catchConsoleErrors } from '@/test/console';
import { loadTestStrings } from '@/test/i18n-resources';
import { loadSeedStrings } from '@/test/seed-strings';
import { serveStubApi } from '@/test/http-stub-server';
import { renderWithProviders } from '@/test/render';
import { useAuth, type AuthContextValue } from './auth-context';

let logoutStatus = 200;

const USERS: Record<string, { role: string; name: unknown }> = {
  'admin@x.org': { role: 'ADMIN', name: 'Ravi' },
  'org@x.org': { role: 'ORGANIZATION', name: 'Meera' },
  'learner@x.org': { role: 'USER', name: 'Asha' },
  'legacy@x.org': { role: 'admin', name: 'Old Admin' },
};

await serveStubApi(({ url, body }) => {
  if (url === '/api/v1/user/login') {
    const { email } = JSON.parse(body) as { email: string };
    const user = USERS[email];
    if (!user)
      return { status: 401, body: { code: 401, errorCode: 'WRONG_CREDENTIALS', message: 'Invalid email or password.', data: null } };
    return {
      status: 200,
      body: { code: 200, message: 'Login successful', data: { token: `token-${email}`, user: { id: email, ...user } } },
    };
  }
  if (url === '/api/v1/user/logout') return { status: logoutStatus, body: { code: logoutStatus, message: 'x', data: null } };
  if (url === '/api/v1/user/me')
    return { status: 401, body: { code: 401, errorCode: 'UNAUTHENTICATED', message: 'Please log in.', data: null } };
  return { status: 404, body: {} };
});

beforeAll(async () => {
  loadTestStrings();
  loadSeedStrings(generalStrings, signInErrorStrings);
  // The toaster loads after the first view in the app; here it is loaded once up front.
  const { unmount } = renderWithProviders(<ToasterHost />);
  await notify.info('ready');
  await screen.findByRole('region');
  unmount();
});
beforeEach(async () => {
  logoutStatus = 200;
  await i18n.changeLanguage('en');
});

function renderAuth(navigate = vi.fn(), language: 'en' | 'hi' = 'en') {
  let current: AuthContextValue | undefined;
  function Probe() {
    const auth = useAuth();
    useEffect(() => {
      current = auth;
    });
    return <p>{auth.user ? `signed in as ${String(auth.user.name)}` : auth.isLoading ? 'loading' : 'signed out'}</p>;
  }
  renderWithProviders(<Probe />, { auth: { navigateAfterSignIn: navigate }, toaster: true, language });
  return { auth: () => current!, navigate };
}

/**
 * Holds back every timer of the redirect delay until the test releases them, so the test decides
 * when the delay has passed instead of the machine's speed; other timers run as usual.
 */
function holdRedirectTimers() {
  const held: (() => void)[] = [];
  const realSetTimeout = window.setTimeout.bind(window);
  vi.spyOn(window, 'setTimeout').mockImplementation(((handler: TimerHandler, delay?: number, ...args: unknown[]) => {
    if (delay !== LOGIN_REDIRECT_DELAY_MS || typeof handler !== 'function') return realSetTimeout(handler, delay, ...args);
    held.push(() => (handler as (...rest: unknown[]) => void)(...args));
    return 0;
  }) as typeof window.setTimeout);
  return {
    held,
    release: () =>
      act(async () => {
        for (const run of held.splice(0)) run();
        await Promise.resolve();
      }),
  };
}

describe('AuthProvider', () => {
  it('throws when used outside its provider', () => {
    expect(() => renderHook(() => useAuth())).toThrow('useAuth must be used within an AuthProvider');
  });

  it.each([
    ['admin@x.org', '/dashboard/courses'],
    ['legacy@x.org', '/dashboard/courses'],
    ['org@x.org', '/dashboard/users'],
    ['learner@x.org', '/courses'],
  ])('signs in %s, stores the session, greets, and redirects to %s 100 ms after the greeting', async (email, target) => {
    const timers = holdRedirectTimers();
    const { auth, navigate } = renderAuth();
    await screen.findByText('signed out');
    await act(() => auth().signIn({ email, password: 'secret' }));
    expect(window.localStorage.getItem('authToken')).toBe(`token-${email}`);
    expect(JSON.parse(window.localStorage.getItem('currentUser') ?? '{}')).toMatchObject({ id: email, role: USERS[email]?.role });
    expect(await screen.findByText(`Welcome ${String(USERS[email]?.name)}! Logged in successfully.`)).toBeInTheDocument();
    // The redirect waits for the delay, counted from the greeting: set once the greeting is shown.
    await waitFor(() => expect(timers.held).toHaveLength(1));
    expect(navigate).not.toHaveBeenCalled();
    await timers.release();
    expect(navigate).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith(target);
  });

  it('follows returnTo after sign-in', async () => {
    const { auth, navigate } = renderAuth();
    await screen.findByText('signed out');
    await act(() => auth().signIn({ email: 'learner@x.org', password: 'secret' }, '/dashboard/courses?x=1'));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/dashboard/courses?x=1'));
  });

  it('shows the server message in an error toast, logs it and rethrows on failure', async () => {
    const log = catchConsoleErrors();
    const { auth, navigate } = renderAuth();
    await screen.findByText('signed out');
    await expect(auth().signIn({ email: 'nobody@x.org', password: 'x' })).rejects.toThrow('Invalid email or password.');
    expect(await screen.findByText('Invalid email or password.')).toBeInTheDocument();
    expect(window.localStorage.getItem('authToken')).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
    expect(log).toHaveBeenCalledWith('API error:', 401, '/v1/user/login', 'Invalid email or password.');
  });

  it('says why a sign-in failed in the page’s language, whatever language the API answered in', async () => {
    catchConsoleErrors();
    const { auth } = renderAuth(vi.fn(), 'hi');
    await screen.findByText('signed out');
    await expect(auth().signIn({ email: 'nobody@x.org', password: 'x' })).rejects.toThrow('Invalid email or password.');
    expect(await screen.findByText('ईमेल या पासवर्ड गलत है।')).toBeInTheDocument();
  });

  it('signs out locally with a success message even when the server call fails, and logs it', async () => {
    const log = catchConsoleErrors();
    logoutStatus = 500;
    window.localStorage.setItem('authToken', 'token-admin@x.org');
    window.localStorage.setItem('currentUser', JSON.stringify({ id: '1', name: 'Ravi', role: 'ADMIN' }));
    const { auth } = renderAuth();
    // The server does not know this token: the stored session is dropped on start-up too.
    await act(() => auth().signOut());
    expect(await screen.findByText('signed out')).toBeInTheDocument();
    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
    expect(window.localStorage.getItem('authToken')).toBeNull();
    expect(window.localStorage.getItem('currentUser')).toBeNull();
    expect(log).toHaveBeenCalledWith('Logout failed:', expect.anything());
  });

  it('starts with the placeholder user when the token has no stored user, until the server refuses the token', async () => {
    const log = catchConsoleErrors();
    window.localStorage.setItem('authToken', 'some-token');
    renderAuth();
    expect(await screen.findByText('signed in as Loading...')).toBeInTheDocument();
    await waitFor(() => expect(log).toHaveBeenCalledWith('API error:', 401, '/v1/user/me', 'Please log in.'));
  });
});
