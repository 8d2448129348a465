import { generalStrings } from '@jal/ui-strings/general';
import { secondFactorStrings } from '@jal/ui-strings/second-factor';
import { signInErrorStrings } from '@jal/ui-strings/sign-in-errors';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { serveStubApi } from '@/test/http-stub-server';
import { renderWithProviders } from '@/test/render';
import { loadSeedStrings } from '@/test/seed-strings';
import { SecondFactorStep } from './second-factor-step';

vi.mock('@/lib/auth/auth-context', () => ({ useAuth: () => ({ signInWithSession: vi.fn() }) }));

/** The refusal the server answers the code with: its errorCode decides where the page says it. */
let refusal = {
  errorCode: 'SECOND_FACTOR_WRONG_CODE',
  message: 'The code is not correct. Check the time on your phone and try the newest code.',
};
const server = await serveStubApi(() => ({ status: 401, body: { code: 401, ...refusal, data: null } }));

beforeAll(() => loadSeedStrings(generalStrings, secondFactorStrings, signInErrorStrings));
beforeEach(async () => {
  await i18n.changeLanguage('hi');
});
afterEach(async () => {
  await i18n.changeLanguage('en');
});

const challenge = { secondFactor: 'code' as const, challenge: 'a-challenge', expiresAt: '2030-01-01T00:00:00.000Z' };

async function sendCode() {
  const { user } = renderWithProviders(<SecondFactorStep challenge={challenge} returnTo={null} onRestart={vi.fn()} />, { toaster: true });
  await user.type(screen.getByLabelText('6 अंकों का कोड'), '123456');
  await user.click(screen.getByRole('button', { name: 'जाँचें और साइन इन करें' }));
  await waitFor(() => expect(server.received.length).toBeGreaterThan(0));
}

describe('SecondFactorStep', () => {
  it('says a wrong code beside the field, in the page’s language', async () => {
    const before = server.received.length;
    await sendCode();
    expect(await screen.findByText(secondFactorStrings['secondFactor.error.wrongCode']!.hi)).toBeInTheDocument();
    expect(screen.getByLabelText('6 अंकों का कोड')).toHaveAttribute('aria-invalid', 'true');
    expect(server.received.length).toBe(before + 1);
  });

  it('says an expired sign-in in a toast, not beside the field, which cannot fix it', async () => {
    refusal = { errorCode: 'SIGN_IN_EXPIRED', message: 'This sign-in has expired. Please sign in again with your password.' };
    await sendCode();
    expect(await screen.findByText(secondFactorStrings['secondFactor.error.expired']!.hi)).toBeInTheDocument();
    expect(screen.getByLabelText('6 अंकों का कोड')).not.toHaveAttribute('aria-invalid', 'true');
  });
});
