import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { catchConsoleErrors } from '@/test/console';
import { serveStubApi, type Route } from '@/test/http-stub-server';
import { renderWithProviders } from '@/test/render';
import { ContactForm } from './contact-form';

const THANKS = { status: 201, body: { code: 201, message: 'Thank you! We will reply within two working days.', data: { id: 'b1' } } };
let answer: ReturnType<Route> = THANKS;

const server = await serveStubApi(() => answer);

beforeAll(() => {
  i18n.addResourceBundle(
    'en',
    'translation',
    {
      contact: {
        form: {
          title: 'Send us a message',
          name: 'Your name',
          email: 'Email address',
          organization: 'Organisation (optional)',
          topic: 'Topic',
          topics: { courseQuestion: 'A question about a course', groupEnrolment: 'Enrolling a group or team', other: 'Something else' },
          message: 'Your message',
          send: 'Send message',
          sending: 'Sending…',
          sent: 'Thank you! Your message has been sent.',
          errors: { name: 'Enter your name.', email: 'Enter a valid email address.', message: 'Write 10 to 2000 characters.' },
          fixErrors: 'Please correct the fields marked below.',
          tooMany: 'Please wait a few minutes and try again.',
        },
      },
    },
    true,
    true,
  );
});
beforeEach(() => {
  answer = THANKS;
});

const renderForm = () => renderWithProviders(<ContactForm />, { toaster: true });

async function fillIn(user: ReturnType<typeof renderForm>['user']) {
  await user.type(screen.getByLabelText('Your name'), '  Ramesh Patel ');
  await user.type(screen.getByLabelText('Email address'), 'ramesh@example.org');
  await user.selectOptions(screen.getByLabelText('Topic'), 'group-enrolment');
  await user.type(screen.getByLabelText('Your message'), 'Can twelve staff of our NGO join the monsoon batch together?');
}

const posts = () => server.received.filter((request) => request.method === 'POST');

describe('ContactForm', () => {
  it('checks the fields with the shared schema before sending anything', async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText('Email address'), 'not-an-email');
    await user.type(screen.getByLabelText('Your message'), 'Too short');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(screen.getByLabelText('Your name')).toHaveAccessibleDescription('Enter your name.');
    expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription('Enter a valid email address.');
    expect(screen.getByLabelText('Your message')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Organisation (optional)')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Your name')).toHaveFocus();
    expect(posts()).toHaveLength(0);

    // Correcting a field takes its message away; the others stay until they are corrected.
    await user.type(screen.getByLabelText('Your name'), 'Ra');
    expect(screen.getByLabelText('Your name')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true');
  });

  it('sends once, shows progress, thanks with a toast and clears the form', async () => {
    const { user } = renderForm();
    await fillIn(user);
    const button = screen.getByRole('button', { name: 'Send message' });
    // Two quick presses: the second must not send the message again.
    act(() => {
      fireEvent.click(button);
      fireEvent.click(button);
    });
    expect(button).toBeDisabled();
    expect(button).toHaveTextContent('Sending…');

    expect(await screen.findByText('Thank you! Your message has been sent.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Your name')).toHaveValue(''));
    expect(screen.getByLabelText('Your message')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();

    expect(posts()).toHaveLength(1);
    const sent = posts()[0];
    expect(sent?.url).toBe('/api/v1/contact');
    // Trimmed as the schema trims; the empty organisation and honeypot are left out.
    expect(JSON.parse(sent?.body ?? '')).toEqual({
      name: 'Ramesh Patel',
      email: 'ramesh@example.org',
      topic: 'group-enrolment',
      message: 'Can twelve staff of our NGO join the monsoon batch together?',
    });
  });

  it("shows the server's message beside a field and keeps what was typed", async () => {
    answer = {
      status: 400,
      body: {
        code: 400,
        errorCode: 'VALIDATION_FAILED',
        message: 'Invalid input.',
        data: null,
        errors: { email: 'This address cannot receive mail.' },
      },
    };
    const log = catchConsoleErrors();
    const { user } = renderForm();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    await waitFor(() => expect(screen.getByLabelText('Email address')).toHaveAccessibleDescription('This address cannot receive mail.'));
    expect(screen.getByText('Please correct the fields marked below.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveValue('ramesh@example.org');
    expect(screen.getByLabelText('Your message')).toHaveValue('Can twelve staff of our NGO join the monsoon batch together?');
    // The API client logs the refused request for the developer.
    expect(log).toHaveBeenCalledWith('API error:', 400, '/v1/contact', 'Invalid input.');
  });

  it('explains a refusal for sending too often, keeping the message', async () => {
    answer = { status: 429, body: { code: 429, errorCode: 'RATE_LIMITED', message: 'Too many.', data: null } };
    const log = catchConsoleErrors();
    const { user } = renderForm();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText('Please wait a few minutes and try again.')).toBeInTheDocument();
    expect(screen.getByLabelText('Your name')).toHaveValue('  Ramesh Patel ');
    expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();
    expect(log).toHaveBeenCalledWith('API error:', 429, '/v1/contact', expect.any(String));
  });
});
