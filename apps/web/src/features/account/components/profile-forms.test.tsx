import { accountNameStrings, profileStrings } from '@jal/ui-strings/account';
import { generalStrings } from '@jal/ui-strings/general';
import { passwordPolicyStrings } from '@jal/ui-strings/password-policy';
import { validationStrings } from '@jal/ui-strings/validation';
import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { serveStubApi } from '@/test/http-stub-server';
import { renderWithProviders } from '@/test/render';
import { loadSeedStrings } from '@/test/seed-strings';
import { ChangePasswordForm } from './change-password-form';
import { DeleteAccountSection } from './delete-account-section';
import { NameForm } from './name-form';

vi.mock('@/lib/auth/auth-context', () => ({ useAuth: () => ({ signOut: vi.fn(), refetch: vi.fn() }) }));
vi.mock('@/lib/auth/auth-storage', async (importOriginal) => ({ ...(await importOriginal<object>()), storeUser: vi.fn() }));

const server = await serveStubApi(() => ({ status: 500, body: { code: 500, message: 'Something went wrong.', data: null } }));

beforeAll(() => loadSeedStrings(generalStrings, validationStrings, passwordPolicyStrings, accountNameStrings, profileStrings));
afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('the profile forms in Hindi', () => {
  it('say what is wrong with the name, the new password and the confirmation, beside each field', async () => {
    await i18n.changeLanguage('hi');
    const { user } = renderWithProviders(
      <>
        <NameForm user={{ id: 'u1', name: 'Asha Verma', role: 'USER' }} />
        <ChangePasswordForm />
      </>,
    );
    await user.type(screen.getByLabelText('हिंदी में नाम (देवनागरी)'), 'Asha');
    await user.click(screen.getByRole('button', { name: 'सहेजें' }));
    expect(await screen.findByText('नाम देवनागरी अक्षरों में लिखें (2 से 100 अक्षर), या खाली छोड़ दें।')).toBeInTheDocument();

    await user.type(screen.getByLabelText('मौजूदा पासवर्ड'), 'Old@water1');
    await user.type(screen.getByLabelText('नया पासवर्ड'), 'short');
    await user.type(screen.getByLabelText('नया पासवर्ड दोबारा'), 'shirt');
    await user.click(screen.getByRole('button', { name: 'पासवर्ड बदलें' }));
    expect(await screen.findByText('नए पासवर्ड में 8 से 128 अक्षर होने चाहिए।')).toBeInTheDocument();
    expect(screen.getByLabelText('नया पासवर्ड')).toHaveFocus();

    await user.clear(screen.getByLabelText('नया पासवर्ड'));
    await user.type(screen.getByLabelText('नया पासवर्ड'), 'New@water22');
    await user.click(screen.getByRole('button', { name: 'पासवर्ड बदलें' }));
    expect(await screen.findByText('दोनों नए पासवर्ड एक जैसे नहीं हैं।')).toBeInTheDocument();
    expect(server.received).toHaveLength(0);
  });

  it("refuses to delete the account until the account's own email is typed", async () => {
    await i18n.changeLanguage('hi');
    const { user } = renderWithProviders(<DeleteAccountSection signInName={{ kind: 'email', value: 'asha@example.org' }} />);
    await user.click(screen.getByRole('button', { name: 'मेरा खाता हटाएँ' }));
    const dialog = screen.getByRole('dialog', { name: 'क्या आप अपना खाता हमेशा के लिए हटाना चाहते हैं?' });
    expect(screen.getByLabelText('आपका पासवर्ड')).toHaveFocus();
    await user.type(screen.getByLabelText('आपका पासवर्ड'), 'Learn@water1');
    await user.type(screen.getByLabelText('पुष्टि के लिए अपना ईमेल पता लिखें'), 'someone@example.org');
    await user.click(screen.getByRole('button', { name: 'हमेशा के लिए हटाएँ' }));
    expect(await screen.findByText('यह आपके खाते का ईमेल पता नहीं है। इसे ठीक वैसा ही लिखें।')).toBeInTheDocument();
    expect(server.received).toHaveLength(0);

    await user.keyboard('{Escape}');
    expect(dialog).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'मेरा खाता हटाएँ' })).toHaveFocus();
  });

  it('asks a learner who signs in with a mobile number for that number, as a number', async () => {
    await i18n.changeLanguage('hi');
    const { user } = renderWithProviders(<DeleteAccountSection signInName={{ kind: 'mobile', value: '9876543210' }} />);
    await user.click(screen.getByRole('button', { name: 'मेरा खाता हटाएँ' }));
    // The warning names the number too, never an email address the learner does not have.
    expect(screen.getByText('इसे वापस नहीं किया जा सकता। पुष्टि के लिए अपना पासवर्ड और अपना मोबाइल नंबर लिखें।')).toBeInTheDocument();
    const confirm = screen.getByLabelText('पुष्टि के लिए अपना मोबाइल नंबर लिखें');
    expect(confirm).toHaveAttribute('type', 'tel');
    await user.type(screen.getByLabelText('आपका पासवर्ड'), 'Learn@water1');
    await user.type(confirm, '9876500000');
    await user.click(screen.getByRole('button', { name: 'हमेशा के लिए हटाएँ' }));
    expect(await screen.findByText('यह आपके खाते का मोबाइल नंबर नहीं है। इसके 10 अंक लिखें।')).toBeInTheDocument();
    expect(server.received).toHaveLength(0);
  });
});
