import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { catchConsoleErrors } from '@/test/console';
import { serveStubApi } from '@/test/http-stub-server';
import { renderWithProviders } from '@/test/render';
import { loadAdministrationStrings } from '@/test/administration-strings';
import { LanguagesPanel } from './languages-panel';

const LANGUAGES = [
  { code: 'en', name: 'English', nativeName: 'English', isDefault: true, isActive: true, sortOrder: 0 },
  { code: 'hi', name: 'Hindi', nativeName: 'हिन्दी', isDefault: false, isActive: true, sortOrder: 1 },
];

const server = await serveStubApi((request) => {
  if (request.method === 'GET') return { status: 200, body: { code: 200, message: 'Success', data: LANGUAGES } };
  const { code } = JSON.parse(request.body) as { code: string };
  return {
    status: 409,
    body: { code: 409, errorCode: 'LANGUAGE_EXISTS', errorParams: { code }, message: `The language ${code} already exists.`, data: null },
  };
}, loadAdministrationStrings);

beforeEach(async () => {
  await i18n.changeLanguage('hi');
});
afterEach(async () => {
  await i18n.changeLanguage('en');
});

const posts = () => server.received.filter((request) => request.method === 'POST');

describe('LanguagesPanel', () => {
  it('words its checks and the server’s refusal in Hindi on a Hindi page', async () => {
    const log = catchConsoleErrors();
    const { user } = renderWithProviders(<LanguagesPanel />);
    await user.type(screen.getByLabelText('भाषा कोड'), 'Marathi');
    await user.click(screen.getByRole('button', { name: 'भाषा जोड़ें' }));
    expect(await screen.findByText('hi या mr जैसा भाषा कोड लिखें।')).toBeInTheDocument();
    expect(screen.getByLabelText('भाषा कोड')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('भाषा कोड')).toHaveFocus();
    expect(screen.getByLabelText('अंग्रेज़ी में नाम')).toHaveAccessibleDescription('यह फ़ील्ड आवश्यक है।');
    expect(posts()).toHaveLength(0);

    await user.clear(screen.getByLabelText('भाषा कोड'));
    await user.type(screen.getByLabelText('भाषा कोड'), 'mr');
    await user.type(screen.getByLabelText('अंग्रेज़ी में नाम'), 'Marathi');
    await user.type(screen.getByLabelText('उसी भाषा में नाम'), 'मराठी');
    await user.click(screen.getByRole('button', { name: 'भाषा जोड़ें' }));
    expect(await screen.findByText('भाषा mr पहले से मौजूद है।')).toBeInTheDocument();
    expect(posts()).toHaveLength(1);
    // The API client logs the refused request for the developer.
    expect(log).toHaveBeenCalledWith('API error:', 409, expect.stringContaining('/languages'), expect.any(String));
  });
});
