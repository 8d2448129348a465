import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { serveStubApi, type Route } from '@/test/http-stub-server';
import { loadAdministrationStrings } from '../testing/strings';
import { AlertForm } from './alert-form';

const CREATED = { status: 201, body: { code: 201, message: 'Alert created', data: { id: 'a1' } } };
let answer: ReturnType<Route> = CREATED;

const server = await serveStubApi(() => answer);

beforeAll(() => {
  loadAdministrationStrings();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
beforeEach(() => {
  server.received.length = 0;
  answer = CREATED;
});

function renderForm(onDone = vi.fn()) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <AlertForm onDone={onDone} />
    </QueryClientProvider>,
  );
  return onDone;
}

describe('AlertForm', () => {
  it('checks with the shared schema before sending: English required, end after start', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Create alert' }));
    expect(await screen.findByText('The English message is required.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Message in English'), 'Canal closed');
    await user.type(screen.getByLabelText('Starts at (optional)'), '2026-12-02T10:00');
    await user.type(screen.getByLabelText('Ends at (optional)'), '2026-12-01T10:00');
    await user.click(screen.getByRole('button', { name: 'Create alert' }));
    expect(await screen.findByText('The end time must be after the start time.')).toBeInTheDocument();
    expect(screen.getByLabelText('Ends at (optional)')).toHaveAttribute('aria-invalid', 'true');
    expect(server.received).toHaveLength(0);
  });

  it('sends the local time as an instant and both languages', async () => {
    const user = userEvent.setup();
    const onDone = renderForm();
    await user.type(screen.getByLabelText('Message in English'), 'Canal closed');
    await user.type(screen.getByLabelText('Message in Hindi'), 'नहर बंद है');
    await user.selectOptions(screen.getByLabelText('Alert type'), 'warning');
    await user.type(screen.getByLabelText('Starts at (optional)'), '2026-12-01T09:00');
    await user.click(screen.getByRole('button', { name: 'Create alert' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const body = JSON.parse(server.received[0]?.body ?? '{}') as Record<string, unknown>;
    expect(body).toMatchObject({ message: { en: 'Canal closed', hi: 'नहर बंद है' }, alertType: 'warning', isActive: true, endsAt: null });
    expect(body.startsAt).toBe(new Date('2026-12-01T09:00').toISOString());
  });

  it("shows the server's field messages", async () => {
    const user = userEvent.setup();
    answer = {
      status: 400,
      body: {
        code: 400,
        message: 'Invalid input.',
        data: null,
        errors: { alertType: 'alertType must be error, warning, success or info.' },
      },
    };
    renderForm();
    await user.type(screen.getByLabelText('Message in English'), 'Canal closed');
    await user.click(screen.getByRole('button', { name: 'Create alert' }));
    expect(await screen.findByText('alertType must be error, warning, success or info.')).toBeInTheDocument();
  });

  it('words its checks in Hindi on a Hindi page', async () => {
    await i18n.changeLanguage('hi');
    try {
      const user = userEvent.setup();
      renderForm();
      await user.click(screen.getByRole('button', { name: 'सूचना बनाएँ' }));
      expect(await screen.findByText('अंग्रेज़ी संदेश आवश्यक है।')).toBeInTheDocument();
      expect(screen.queryByText('The English message is required.')).not.toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
