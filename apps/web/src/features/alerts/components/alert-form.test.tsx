import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { catchConsoleErrors } from '@/test/console';
import { serveStubApi, type Route } from '@/test/http-stub-server';
import { renderWithProviders } from '@/test/render';
import { loadAdministrationStrings } from '@/test/administration-strings';
import { AlertForm } from './alert-form';

const CREATED = { status: 201, body: { code: 201, message: 'Alert created', data: { id: 'a1' } } };
let answer: ReturnType<Route> = CREATED;

const server = await serveStubApi(() => answer, loadAdministrationStrings);

beforeEach(() => {
  answer = CREATED;
});

function renderForm(onDone = vi.fn()) {
  return { ...renderWithProviders(<AlertForm onDone={onDone} />), onDone };
}

describe('AlertForm', () => {
  it('checks with the shared schema before sending: English required, end after start', async () => {
    const { user } = renderForm();
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
    const { user, onDone } = renderForm();
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
    const log = catchConsoleErrors();
    answer = {
      status: 400,
      body: {
        code: 400,
        message: 'Invalid input.',
        data: null,
        errors: { alertType: 'alertType must be error, warning, success or info.' },
      },
    };
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Message in English'), 'Canal closed');
    await user.click(screen.getByRole('button', { name: 'Create alert' }));
    expect(await screen.findByText('alertType must be error, warning, success or info.')).toBeInTheDocument();
    // The API client logs the refused request for the developer.
    expect(log).toHaveBeenCalledWith('API error:', 400, expect.stringContaining('/alerts'), 'Invalid input.');
  });

  it('words its checks in Hindi on a Hindi page', async () => {
    await i18n.changeLanguage('hi');
    try {
      const { user } = renderForm();
      await user.click(screen.getByRole('button', { name: 'सूचना बनाएँ' }));
      expect(await screen.findByText('अंग्रेज़ी संदेश आवश्यक है।')).toBeInTheDocument();
      expect(screen.queryByText('The English message is required.')).not.toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
