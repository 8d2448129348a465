import { learnerImportStrings } from '@jal/ui-strings/learner-import';
import { passwordPolicyStrings } from '@jal/ui-strings/password-policy';
import { afterEach, describe, expect, it } from 'vitest';
import { loadSeedStrings } from '@/test/seed-strings';
import { ApiError } from './api-client';
import { translateKnownError, translateServerText } from './form-errors';
import { i18n } from './i18n';

/** A failure as the API client makes it of the server's answer, with its errorCode and errorParams. */
const failure = (errorCode: string, message: string, errorParams?: object) =>
  new ApiError(message, 400, {}, { code: 400, errorCode, message, data: null, errorParams }, message);

describe('the API’s failures in the page’s language, by their errorCode', () => {
  loadSeedStrings(passwordPolicyStrings);
  loadSeedStrings(learnerImportStrings);
  afterEach(() => i18n.changeLanguage('en'));

  it('says the wait after failed sign-ins in Hindi, in seconds or minutes', async () => {
    await i18n.changeLanguage('hi');
    expect(
      translateKnownError(
        failure('SIGN_IN_THROTTLED', 'Too many failed sign-in attempts. Try again in 4 second(s).', { count: 4, unit: 'seconds' }),
      ),
    ).toBe('साइन इन के बहुत सारे असफल प्रयास हुए। 4 सेकंड बाद फिर से प्रयास करें।');
    expect(
      translateKnownError(
        failure('SIGN_IN_THROTTLED', 'Too many failed sign-in attempts. Try again in 15 minute(s).', { count: 15, unit: 'minutes' }),
      ),
    ).toBe('साइन इन के बहुत सारे असफल प्रयास हुए। 15 मिनट बाद फिर से प्रयास करें।');
  });

  it('knows nothing of other failures, whose sentence a form replaces on a Hindi page and keeps on an English one', async () => {
    expect(translateKnownError(failure('BAD_REQUEST', 'Invalid email or password'))).toBeNull();
    expect(translateKnownError(new ApiError('Invalid email or password', 400))).toBeNull();
    expect(translateServerText('Invalid email or password', 'validation.server.signUpTooMany')).toBe('Invalid email or password');
    await i18n.changeLanguage('hi');
    expect(translateServerText('Invalid email or password', 'validation.server.signUpTooMany')).toBe(
      'इस पते से बहुत सारे खाते बनाए जा चुके हैं। कृपया कुछ मिनट रुककर फिर से प्रयास करें।',
    );
  });

  it('says why a spreadsheet was refused in Hindi, with its figures', async () => {
    await i18n.changeLanguage('hi');
    expect(
      translateKnownError(
        failure('IMPORT_UNPACKS_TOO_LARGE', "The workbook unpacks to more than 64 MB. Keep only the learners' sheet, or save it as CSV.", {
          megabytes: 64,
        }),
      ),
    ).toBe('खोलने पर यह वर्कबुक 64 MB से बड़ी हो जाती है। इसमें केवल शिक्षार्थियों वाली शीट रखें, या इसे CSV के रूप में सहेजें।');
    expect(
      translateKnownError(
        failure('IMPORT_TOO_MANY_LEARNERS', 'The file has more than 10000 learners; import at most 10000 at a time.', { max: 10000 }),
      ),
    ).toBe('फ़ाइल में 10000 से ज़्यादा शिक्षार्थी हैं; एक बार में अधिकतम 10000 ही जोड़ें।');
    expect(
      translateKnownError(
        failure('IMPORT_ROW_BEYOND', 'The sheet names a row beyond the last a sheet can have (1048576). Save it again as XLSX or as CSV.', {
          max: 1048576,
        }),
      ),
    ).toContain('1048576');
  });
});
