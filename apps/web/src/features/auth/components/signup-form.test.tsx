import { PRIVACY_NOTICE_VERSION } from '@jal/contracts/core';
import { accountNameStrings, signupConsentStrings } from '@jal/ui-strings/account';
import { signupStrings } from '@jal/ui-strings/signup';
import { generalStrings } from '@jal/ui-strings/general';
import { validationStrings } from '@jal/ui-strings/validation';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { loadSeedStrings } from '@/test/seed-strings';
import { serveStubApi } from '@/test/http-stub-server';
import { renderWithProviders } from '@/test/render';
import { SignUpForm } from './signup-form';

vi.mock('@/lib/auth/auth-context', () => ({ useAuth: () => ({ signInWithSession: vi.fn() }) }));

const server = await serveStubApi(() => ({ status: 500, body: { code: 500, message: 'Something went wrong.', data: null } }));

beforeAll(() => loadSeedStrings(generalStrings, signupStrings, signupConsentStrings, accountNameStrings, validationStrings));
afterEach(async () => {
  await i18n.changeLanguage('en');
});

const renderForm = () => renderWithProviders(<SignUpForm />, { route: '/signup', path: '/signup' });

describe('SignUpForm', () => {
  it('states the password rule in Hindi on a Hindi page, beside the password', async () => {
    await i18n.changeLanguage('hi');
    const { user } = renderForm();
    await user.type(screen.getByLabelText('पूरा नाम'), 'सुशीला अहिरवार');
    await user.type(screen.getByLabelText('ईमेल'), 'sushila@example.org');
    await user.type(screen.getByLabelText('पासवर्ड'), 'short');
    await user.click(screen.getByRole('button', { name: 'खाता बनाएँ' }));
    const password = screen.getByLabelText('पासवर्ड');
    expect(await screen.findByText('पासवर्ड में 8 से 128 अक्षर होने चाहिए।')).toBeInTheDocument();
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription('कम से कम 8 अक्षर। पासवर्ड में 8 से 128 अक्षर होने चाहिए।');
    expect(password).toHaveFocus();
    expect(server.received).toHaveLength(0);
  });

  it('asks in Hindi for the consent, then sends the Hindi name and the version of the notice accepted', async () => {
    await i18n.changeLanguage('hi');
    const { user } = renderForm();
    await user.type(screen.getByLabelText('पूरा नाम'), 'Sushila Ahirwar');
    await user.type(screen.getByLabelText('हिंदी में नाम (देवनागरी)'), 'सुशीला अहिरवार');
    await user.type(screen.getByLabelText('ईमेल'), 'sushila@example.org');
    await user.type(screen.getByLabelText('पासवर्ड'), 'Learn@water1');
    await user.click(screen.getByRole('button', { name: 'खाता बनाएँ' }));
    const consent = screen.getByRole('checkbox', { name: 'मैंने गोपनीयता सूचना पढ़ ली है और उपयोग की शर्तें मुझे स्वीकार हैं' });
    expect(await screen.findByText('गोपनीयता सूचना और उपयोग की शर्तें स्वीकार करने के लिए बॉक्स पर सही का निशान लगाएँ।')).toBeInTheDocument();
    expect(consent).toHaveAttribute('aria-invalid', 'true');
    expect(server.received).toHaveLength(0);
    // The notices open in a new tab: what was typed stays in this one.
    expect(screen.getByRole('link', { name: 'गोपनीयता सूचना' })).toHaveAttribute('target', '_blank');

    await user.click(consent);
    await user.click(screen.getByRole('button', { name: 'खाता बनाएँ' }));
    await waitFor(() => expect(server.received).toHaveLength(1));
    expect(JSON.parse((server.received[0] as { body: string }).body)).toEqual({
      name: 'Sushila Ahirwar',
      nameHindi: 'सुशीला अहिरवार',
      email: 'sushila@example.org',
      password: 'Learn@water1',
      acceptedPrivacyNotice: PRIVACY_NOTICE_VERSION,
    });
  });
});
