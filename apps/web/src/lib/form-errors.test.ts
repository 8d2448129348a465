import { learnerImportStrings } from '@jal/ui-strings/learner-import';
import { passwordPolicyStrings } from '@jal/ui-strings/password-policy';
import { afterEach, describe, expect, it } from 'vitest';
import { loadSeedStrings } from '@/test/seed-strings';
import { translateKnownServerText, translateServerText } from './form-errors';
import { i18n } from './i18n';

describe('the API’s sentences in the page’s language', () => {
  loadSeedStrings(passwordPolicyStrings);
  loadSeedStrings(learnerImportStrings);
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

  it('says why a spreadsheet was refused in Hindi, with its figures', async () => {
    await i18n.changeLanguage('hi');
    expect(translateKnownServerText("The workbook unpacks to more than 64 MB. Keep only the learners' sheet, or save it as CSV.")).toBe(
      'खोलने पर यह वर्कबुक 64 MB से बड़ी हो जाती है। इसमें केवल शिक्षार्थियों वाली शीट रखें, या इसे CSV के रूप में सहेजें।',
    );
    expect(translateKnownServerText('The file has more than 10000 learners; import at most 10000 at a time.')).toBe(
      'फ़ाइल में 10000 से ज़्यादा शिक्षार्थी हैं; एक बार में अधिकतम 10000 ही जोड़ें।',
    );
    expect(
      translateKnownServerText('The sheet names a row beyond the last a sheet can have (1048576). Save it again as XLSX or as CSV.'),
    ).toContain('1048576');
  });
});
