import { signupStrings } from '@jal/ui-strings/signup';
import { generalStrings } from '@jal/ui-strings/general';
import { validationStrings } from '@jal/ui-strings/validation';
import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { loadSeedStrings } from '@/test/seed-strings';
import { serveStubApi } from '@/test/http-stub-server';
import { renderWithProviders } from '@/test/render';
import { SignUpForm } from './signup-form';

vi.mock('../auth-context', () => ({ useAuth: () => ({ signInWithSession: vi.fn() }) }));

const server = await serveStubApi(() => ({ status: 500, body: { code: 500, message: 'Something went wrong.', data: null } }));

beforeAll(() => loadSeedStrings(generalStrings, signupStrings, validationStrings));
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
});
