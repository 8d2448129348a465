import { generalStrings } from '@jal/ui-strings/general';
import { passwordPolicyStrings } from '@jal/ui-strings/password-policy';
import { passwordResetStrings } from '@jal/ui-strings/password-reset';
import { signinStrings } from '@jal/ui-strings/signin';
import { validationStrings } from '@jal/ui-strings/validation';
import { screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { catchConsoleErrors } from '@/test/console';
import { serveStubApi, type Route } from '@/test/http-stub-server';
import { renderWithProviders } from '@/test/render';
import { loadSeedStrings } from '@/test/seed-strings';
import { PasswordChangedNotice } from '../components/password-changed-notice';
import { ForgotPasswordPage } from './forgot-password-page';
import { ResetPasswordPage } from './reset-password-page';

const OK = { status: 200, body: { code: 200, message: 'Done', data: null } };
let answer: ReturnType<Route> = OK;
const server = await serveStubApi(() => answer);

beforeAll(() => loadSeedStrings(generalStrings, signinStrings, passwordResetStrings, validationStrings, passwordPolicyStrings));
beforeEach(async () => {
  answer = OK;
  server.received.length = 0;
  await i18n.changeLanguage('hi');
});
afterEach(async () => {
  await i18n.changeLanguage('en');
});

const hi = (key: string) => passwordResetStrings[key]?.hi ?? passwordPolicyStrings[key]?.hi ?? validationStrings[key]?.hi ?? key;
const sentBodies = () => server.received.map((request) => JSON.parse(request.body) as Record<string, unknown>);

describe('/forgot-password in Hindi', () => {
  const renderPage = () => renderWithProviders(<ForgotPasswordPage />, { route: '/forgot-password', path: '/forgot-password' });

  it('asks for the email in Hindi before sending anything', async () => {
    const { user } = renderPage();
    const email = screen.getByLabelText('ईमेल');
    await user.click(screen.getByRole('button', { name: hi('auth.forgot.submit') }));
    expect(await screen.findByText(hi('validation.required'))).toBeInTheDocument();
    expect(email).toHaveAccessibleDescription(hi('validation.required'));

    await user.type(email, 'asha-at-example');
    await user.click(screen.getByRole('button', { name: hi('auth.forgot.submit') }));
    expect(await screen.findByText(hi('validation.email'))).toBeInTheDocument();
    expect(email).toHaveFocus();
    expect(server.received).toHaveLength(0);
  });

  it('sends the email with the page language and says, in Hindi, that a link has gone out if there is an account', async () => {
    const { user } = renderPage();
    await user.type(screen.getByLabelText('ईमेल'), 'asha@example.org');
    await user.click(screen.getByRole('button', { name: hi('auth.forgot.submit') }));
    expect(await screen.findByRole('status')).toHaveTextContent(hi('auth.forgot.sent'));
    expect(sentBodies()).toEqual([{ email: 'asha@example.org', language: 'hi' }]);
  });

  it('says in Hindi when too many links have been asked for', async () => {
    catchConsoleErrors();
    answer = {
      status: 429,
      body: {
        code: 429,
        errorCode: 'RESET_LIMITED',
        message: 'Too many requests for a new password. Please wait a few minutes and try again.',
        data: null,
      },
    };
    const { user } = renderPage();
    await user.type(screen.getByLabelText('ईमेल'), 'asha@example.org');
    await user.click(screen.getByRole('button', { name: hi('auth.forgot.submit') }));
    expect(await screen.findByRole('alert')).toHaveTextContent(hi('validation.server.resetTooMany'));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('/reset-password in Hindi', () => {
  const renderPage = (route = '/reset-password?token=tok-123') =>
    renderWithProviders(<ResetPasswordPage />, {
      route,
      path: '/reset-password',
      auth: true,
      routes: [{ path: '/signin', element: <PasswordChangedNotice /> }],
    });
  const fill = async (user: ReturnType<typeof renderPage>['user'], password: string, confirm = password) => {
    await user.type(screen.getByLabelText(hi('auth.reset.password')), password);
    if (confirm) await user.type(screen.getByLabelText(hi('auth.reset.confirm')), confirm);
    await user.click(screen.getByRole('button', { name: hi('auth.reset.submit') }));
  };

  it('states each password rule in Hindi, beside the field, before sending', async () => {
    const { user } = renderPage();
    const password = screen.getByLabelText(hi('auth.reset.password'));
    await fill(user, 'chhota');
    expect(await screen.findByText('कम से कम 8 अक्षर लिखें।')).toBeInTheDocument();
    expect(password).toHaveAccessibleDescription(`${hi('auth.reset.passwordHint')} कम से कम 8 अक्षर लिखें।`);
    expect(password).toHaveFocus();

    await user.clear(password);
    await user.clear(screen.getByLabelText(hi('auth.reset.confirm')));
    await fill(user, ' '.repeat(10));
    expect(await screen.findByText(hi('validation.password.blank'))).toBeInTheDocument();

    await user.clear(password);
    await user.clear(screen.getByLabelText(hi('auth.reset.confirm')));
    await fill(user, 'nadi-ka-paani-1', 'nadi-ka-paani-2');
    expect(await screen.findByText(hi('auth.reset.mismatch'))).toBeInTheDocument();
    expect(screen.getByLabelText(hi('auth.reset.confirm'))).toHaveAttribute('aria-invalid', 'true');
    expect(server.received).toHaveLength(0);
  });

  it('shows the server refusing a common password in Hindi', async () => {
    catchConsoleErrors();
    const message = 'Password is one of the most common passwords, which are guessed first. Choose another.';
    answer = { status: 400, body: { code: 400, errorCode: 'PASSWORD_COMMON', message, data: null, errors: { password: message } } };
    const { user } = renderPage();
    await fill(user, 'Password1');
    expect(await screen.findByText(hi('validation.password.common'))).toBeInTheDocument();
    expect(screen.getByLabelText(hi('auth.reset.password'))).toHaveAttribute('aria-invalid', 'true');
  });

  it('offers a new link, in Hindi, when the link has expired or been used', async () => {
    catchConsoleErrors();
    const message = 'This link is not valid: it has expired or has already been used. Please ask for a new one.';
    answer = { status: 400, body: { code: 400, errorCode: 'RESET_LINK_INVALID', message, data: null, errors: { token: message } } };
    const { user } = renderPage();
    await fill(user, 'nadi-ka-paani-1');
    expect(await screen.findByRole('alert')).toHaveTextContent(hi('auth.reset.linkInvalid'));
    expect(screen.getByRole('link', { name: hi('auth.reset.requestNew') })).toHaveAttribute('href', '/forgot-password');
  });

  it('without a token, says where the page comes from and offers a new link', () => {
    renderPage('/reset-password');
    expect(screen.getByRole('alert')).toHaveTextContent(hi('auth.reset.noToken'));
    expect(screen.queryByLabelText(hi('auth.reset.password'))).not.toBeInTheDocument();
  });

  it('sends the token with the new password, then says on the sign-in page that it worked', async () => {
    const { user, router } = renderPage();
    await fill(user, 'nadi-ka-paani-1');
    expect(await screen.findByRole('status')).toHaveTextContent(hi('auth.signIn.passwordChanged'));
    expect(router.state.location.pathname).toBe('/signin');
    expect(sentBodies()).toEqual([{ token: 'tok-123', password: 'nadi-ka-paani-1' }]);
  });
});
