import type { QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { catchConsoleErrors } from '@/test/console';
import { serveStubApi, type Route } from '@/test/http-stub-server';
import { renderWithProviders, testQueryClient } from '@/test/render';
import { AlertBanner } from './alert-banner';

const NO_ALERT = { status: 200, body: { code: 200, message: 'No current alert', data: null } };
let answer: ReturnType<Route> = NO_ALERT;

const alertOf = (message: Record<string, string>, alertType = 'info', id = 'alert-1') => ({
  status: 200,
  body: {
    code: 200,
    message: 'Success',
    data: { _id: id, id, message, alertType, isActive: true, startsAt: null, endsAt: null, createdAt: '' },
  },
});

const server = await serveStubApi(() => answer);

beforeAll(() => {
  i18n.addResourceBundle(
    'en',
    'translation',
    { alertBanner: { close: 'Close this notice', readAll: 'Read all', showLess: 'Show less' } },
    true,
    true,
  );
  i18n.addResourceBundle(
    'hi',
    'translation',
    { alertBanner: { close: 'यह सूचना बंद करें', readAll: 'पूरा पढ़ें', showLess: 'कम दिखाएँ' } },
    true,
    true,
  );
});
beforeEach(() => {
  answer = NO_ALERT;
});
afterEach(async () => {
  window.sessionStorage.clear();
  await act(() => i18n.changeLanguage('en'));
});

const renderBanner = (language?: 'en' | 'hi') => renderWithProviders(<AlertBanner />, { language });

/** Waits until the banner asked for the alert and its query has the answer (rendered by then). */
async function settled(queryClient: QueryClient) {
  await waitFor(() => expect(server.received.some((request) => request.url === '/api/v1/alerts/current')).toBe(true));
  await waitFor(() => {
    const queries = queryClient.getQueryCache().getAll();
    expect(queries.length).toBeGreaterThan(0);
    expect(queries.every((query) => query.state.status !== 'pending')).toBe(true);
  });
}

describe('AlertBanner', () => {
  it('shows the message in the UI language', async () => {
    answer = alertOf({ en: 'Monsoon batch open', hi: 'मानसून बैच शुरू' });
    renderBanner('hi');
    expect(await screen.findByRole('status')).toHaveTextContent('मानसून बैच शुरू');
    expect(screen.getByRole('button', { name: 'यह सूचना बंद करें' })).toBeInTheDocument();
  });

  it.each<Record<string, string>>([{ en: 'Monsoon batch open' }, { en: 'Monsoon batch open', hi: '  ' }])(
    'falls back to English when Hindi is missing (%o)',
    async (message) => {
      answer = alertOf(message);
      renderBanner('hi');
      expect(await screen.findByRole('status')).toHaveTextContent('Monsoon batch open');
    },
  );

  it.each([
    ['error', 'alert', 'bg-alert-error-bg', 'text-alert-error-text'],
    ['warning', 'status', 'bg-alert-warning-bg', 'text-alert-warning-text'],
    ['success', 'status', 'bg-alert-success-bg', 'text-alert-success-text'],
    ['info', 'status', 'bg-alert-info-bg', 'text-alert-info-text'],
    ['maintenance', 'status', 'bg-alert-info-bg', 'text-alert-info-text'],
  ] as const)('colours a %s alert with its tokens (role %s)', async (type, role, background, text) => {
    answer = alertOf({ en: `A ${type} notice` }, type);
    renderBanner();
    const banner = await screen.findByRole(role);
    expect(banner).toHaveTextContent(`A ${type} notice`);
    expect(banner).toHaveClass(background, text);
  });

  it('compact (the player on a phone), keeps to one line and shows the whole message on request', async () => {
    answer = alertOf({ en: 'Monsoon batch open: new courses on farm ponds and groundwater recharge' });
    renderWithProviders(<AlertBanner compact />);
    const message = await screen.findByText(/^Monsoon batch open/);
    expect(message).toHaveClass('max-lg:truncate');
    const more = screen.getByRole('button', { name: 'Read all' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(more).toHaveAttribute('aria-controls', message.id);
    await userEvent.setup().click(more);
    expect(screen.getByRole('button', { name: 'Show less' })).toHaveAttribute('aria-expanded', 'true');
    expect(message).not.toHaveClass('max-lg:truncate');
  });

  it('is not cut short anywhere else', async () => {
    answer = alertOf({ en: 'Monsoon batch open' });
    renderBanner();
    expect(await screen.findByText('Monsoon batch open')).not.toHaveClass('max-lg:truncate');
    expect(screen.queryByRole('button', { name: 'Read all' })).toBeNull();
  });

  it('renders nothing while loading', async () => {
    answer = alertOf({ en: 'Not yet' });
    const { container } = renderBanner();
    expect(container).toBeEmptyDOMElement();
    // The banner was only waiting: the answer shows.
    expect(await screen.findByRole('status')).toHaveTextContent('Not yet');
  });

  it.each([
    ['there is no current alert', { status: 200, body: { code: 200, message: 'No current alert', data: null } }],
    ['the message is empty', alertOf({ en: '', hi: '' })],
    ['the message is only spaces', alertOf({ en: '   ' })],
  ])('renders nothing when %s', async (_case, response) => {
    answer = response;
    const { container, queryClient } = renderBanner();
    await settled(queryClient);
    expect(container).toBeEmptyDOMElement();
  });

  it('renders nothing after a failure, and logs it', async () => {
    const log = catchConsoleErrors();
    answer = { status: 500, body: { code: 500, message: 'Something went wrong.', data: null } };
    const { container } = renderBanner();
    await waitFor(() => expect(log).toHaveBeenCalledWith('Failed to load the current alert:', expect.any(Error)));
    expect(container).toBeEmptyDOMElement();
  });

  it('shows the alert inlined into the page at once, without a request', () => {
    const inline = document.createElement('script');
    inline.id = 'boot-alert';
    inline.type = 'application/json';
    inline.textContent = JSON.stringify(alertOf({ en: 'Inlined notice' }, 'success').body);
    document.head.append(inline);
    try {
      // The app's client keeps an answer fresh for a minute, so the inlined one is not asked for again.
      const { queryClient } = renderWithProviders(<AlertBanner />, { queryClient: testQueryClient({ staleTime: 60_000 }) });
      // In the first render: nothing arrives later to push the page down.
      expect(screen.getByRole('status')).toHaveTextContent('Inlined notice');
      expect(queryClient.isFetching()).toBe(0);
      expect(server.received).toHaveLength(0);
    } finally {
      inline.remove();
    }
  });

  it('fetches the alert when the inlined one is unreadable, and logs it', async () => {
    const log = catchConsoleErrors();
    const inline = document.createElement('script');
    inline.id = 'boot-alert';
    inline.type = 'application/json';
    inline.textContent = '{not json';
    document.head.append(inline);
    answer = alertOf({ en: 'Fetched notice' });
    try {
      renderBanner();
      expect(await screen.findByRole('status')).toHaveTextContent('Fetched notice');
      expect(log).toHaveBeenCalledWith('The inline alert was unreadable; fetching it instead.', expect.any(SyntaxError));
    } finally {
      inline.remove();
    }
  });

  it('hides when closed, and stays hidden for that alert for the rest of the visit', async () => {
    answer = alertOf({ en: 'Monsoon batch open' }, 'info', 'alert-7');
    const first = renderBanner();
    await first.user.click(await screen.findByRole('button', { name: 'Close this notice' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    first.unmount();

    // Another page of the same visit: the same alert stays closed.
    const second = renderBanner();
    await settled(second.queryClient);
    expect(second.container).toBeEmptyDOMElement();
    second.unmount();
    server.received.length = 0;

    // A new alert is news again.
    answer = alertOf({ en: 'Server maintenance tonight' }, 'warning', 'alert-8');
    renderBanner();
    expect(await screen.findByRole('status')).toHaveTextContent('Server maintenance tonight');
  });
});
