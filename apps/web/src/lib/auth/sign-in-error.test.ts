import { generalStrings } from '@jal/ui-strings/general';
import { passwordPolicyStrings } from '@jal/ui-strings/password-policy';
import { signInErrorStrings } from '@jal/ui-strings/sign-in-errors';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { loadSeedStrings } from '@/test/seed-strings';
import { signInErrorMessage } from './sign-in-error';

/** A refusal as the API client makes it of the server's answer: its message, errorCode and errorParams. */
const refused = (errorCode: string, message: string, status = 401, errorParams?: object) =>
  new ApiError(message, status, {}, { code: status, errorCode, message, data: null, errorParams }, message);

describe('why a sign-in failed, in the page’s language', () => {
  beforeAll(() => loadSeedStrings(generalStrings, passwordPolicyStrings, signInErrorStrings));
  afterEach(() => i18n.changeLanguage('en'));

  it('says each refusal of the API in Hindi on a Hindi page and as the API wrote it on an English one', async () => {
    expect(signInErrorMessage(refused('WRONG_MOBILE_CREDENTIALS', 'Invalid mobile number or password.'))).toBe(
      'Invalid mobile number or password.',
    );
    await i18n.changeLanguage('hi');
    expect(signInErrorMessage(refused('WRONG_CREDENTIALS', 'Invalid email or password.'))).toBe('ईमेल या पासवर्ड गलत है।');
    expect(signInErrorMessage(refused('WRONG_MOBILE_CREDENTIALS', 'Invalid mobile number or password.'))).toBe(
      'मोबाइल नंबर या पासवर्ड गलत है।',
    );
    expect(signInErrorMessage(refused('ACCOUNT_DISABLED', 'This account is disabled. Please contact your administrator.'))).toBe(
      'यह खाता निष्क्रिय है। कृपया अपने प्रशासक से संपर्क करें।',
    );
    expect(
      signInErrorMessage(
        refused(
          'ONE_TIME_PASSWORD_EXPIRED',
          'This one-time password has expired. Ask your organization manager or administrator for a new one.',
        ),
      ),
    ).toBe('यह एक बार का पासवर्ड समाप्त हो चुका है। नए पासवर्ड के लिए अपने संगठन प्रबंधक या प्रशासक से कहें।');
    const wait = refused('SIGN_IN_THROTTLED', 'Too many failed sign-in attempts. Try again in 30 second(s).', 429, {
      count: 30,
      unit: 'seconds',
    });
    expect(signInErrorMessage(wait)).toMatch(/30/);
    expect(signInErrorMessage(wait)).not.toMatch(/Too many/);
  });

  it('says "Login failed" for a sentence it does not know on a Hindi page, and that the server was not reached', async () => {
    await i18n.changeLanguage('hi');
    expect(signInErrorMessage(refused('INTERNAL_ERROR', 'Something new went wrong.', 500))).toBe('लॉगिन नहीं हो सका');
    expect(signInErrorMessage(new ApiError('No response received from server.', 0))).toBe(
      'सर्वर से संपर्क नहीं हो सका। अपना कनेक्शन जाँचकर फिर से प्रयास करें।',
    );
    expect(signInErrorMessage(new Error('boom'))).toBe('लॉगिन नहीं हो सका');
  });
});
