import { passwordPolicyStrings } from '@jal/ui-strings/password-policy';
import { afterEach, describe, expect, it } from 'vitest';
import { loadSeedStrings } from '@/test/seed-strings';
import { translateKnownServerText, translateServerText } from './form-errors';
import { i18n } from './i18n';

describe('the API’s sentences in the page’s language', () => {
  loadSeedStrings(passwordPolicyStrings);
  afterEach(() => i18n.changeLanguage('en'));

  it('says the wait after failed sign-ins in Hindi, in seconds or minutes', async () => {
    await i18n.changeLanguage('hi');
    expect(translateKnownServerText('Too many failed sign-in attempts. Try again in 4 second(s).')).toBe(
      'साइन इन के बहुत सारे असफल प्रयास हुए। 4 सेकंड बाद फिर से प्रयास करें।',
    );
    expect(translateKnownServerText('Too many failed sign-in attempts. Try again in 15 minute(s).')).toBe(
      'साइन इन के बहुत सारे असफल प्रयास हुए। 15 मिनट बाद फिर से प्रयास करें।',
    );
  });

  it('knows nothing of other sentences, which a form replaces on a Hindi page and keeps on an English one', async () => {
    expect(translateKnownServerText('Invalid email or password')).toBeNull();
    expect(translateServerText('Invalid email or password', 'validation.server.signUpTooMany')).toBe('Invalid email or password');
    await i18n.changeLanguage('hi');
    expect(translateServerText('Invalid email or password', 'validation.server.signUpTooMany')).toBe(
      'इस पते से बहुत सारे खाते बनाए जा चुके हैं। कृपया कुछ मिनट रुककर फिर से प्रयास करें।',
    );
  });
});
