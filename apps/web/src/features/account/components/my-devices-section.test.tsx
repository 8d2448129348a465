import type { OwnSession } from '@jal/contracts';
import { generalStrings } from '@jal/ui-strings/general';
import { myDevicesStrings } from '@jal/ui-strings/sessions';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { serveStubApi } from '@/test/http-stub-server';
import { renderWithProviders } from '@/test/render';
import { loadSeedStrings } from '@/test/seed-strings';
import { MyDevicesSection } from './my-devices-section';

const signOut = vi.fn(() => Promise.resolve());
vi.mock('@/lib/auth/auth-context', () => ({ useAuth: () => ({ signOut }) }));

const session = (id: string, userAgent: string, current: boolean): OwnSession => ({
  id,
  userAgent,
  platform: null,
  address: current ? '198.51.100.10' : '203.0.113.20',
  signedInAt: '2026-11-20T04:30:00.000Z',
  lastUsedAt: '2026-11-28T09:15:00.000Z',
  current,
});

let sessions: OwnSession[] = [];
const api = await serveStubApi(({ method, url }) => {
  if (method === 'DELETE') {
    sessions = sessions.filter((item) => !url.endsWith(item.id));
    return { status: 200, body: { code: 200, message: 'Session ended', data: null } };
  }
  return { status: 200, body: { code: 200, message: 'Success', data: { items: sessions } } };
});

beforeAll(() => loadSeedStrings(generalStrings, myDevicesStrings));
beforeEach(() => {
  sessions = [
    session('a1', 'Mozilla/5.0 (Linux; Android 13; Pixel 7) Chrome/126.0 Mobile Safari/537.36', true),
    session('b2', 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0', false),
  ];
  signOut.mockClear();
});
afterEach(async () => i18n.changeLanguage('en'));

describe('My devices', () => {
  it('lists each device in words, with its address and times, marking this one', async () => {
    renderWithProviders(<MyDevicesSection />);
    const list = await screen.findByRole('list', { name: 'Devices signed in to your account' });
    const [here, laptop] = within(list).getAllByRole('listitem');
    expect(here).toHaveTextContent('Chrome on Android');
    expect(here).toHaveTextContent('This device');
    expect(here).toHaveTextContent('198.51.100.10');
    expect(laptop).toHaveTextContent('Firefox on Windows');
    expect(laptop).not.toHaveTextContent('This device');
    expect(
      within(laptop!)
        .getAllByRole('time')
        .map((time) => time.getAttribute('datetime')),
    ).toEqual(['2026-11-20T04:30:00.000Z', '2026-11-28T09:15:00.000Z']);
  });

  it('signs another device out after a confirmation, in Hindi', async () => {
    await i18n.changeLanguage('hi');
    const { user } = renderWithProviders(<MyDevicesSection />);
    await user.click(await screen.findByRole('button', { name: 'साइन आउट करें Windows पर Firefox' }));
    const dialog = screen.getByRole('alertdialog', { name: 'क्या इस डिवाइस को साइन आउट करें?' });
    await user.click(within(dialog).getByRole('button', { name: 'साइन आउट करें' }));
    await waitFor(() => expect(screen.queryByText('Windows पर Firefox')).toBeNull());
    expect(api.received.some((request) => request.method === 'DELETE' && request.url.endsWith('/v1/user/me/sessions/b2'))).toBe(true);
    expect(signOut).not.toHaveBeenCalled();
  });

  it('signs out here, through the usual sign-out, for this device', async () => {
    const { user } = renderWithProviders(<MyDevicesSection />);
    await user.click(await screen.findByRole('button', { name: 'Sign out here Chrome on Android' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Sign out on this device?' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign out here' }));
    await waitFor(() => expect(signOut).toHaveBeenCalledOnce());
    expect(api.received.some((request) => request.method === 'DELETE')).toBe(false);
  });
});
