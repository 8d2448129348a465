import type { Strings } from './types.js';

/**
 * What a form says about a value it cannot take, by kind of problem; `{{min}}` and `{{max}}` are
 * the limits of the rule. Loaded everywhere, since every form uses them.
 */
export const validationStrings: Strings = {
  'validation.required': { en: 'This field is required.', hi: 'यह फ़ील्ड आवश्यक है।' },
  'validation.tooShort': { en: 'Enter at least {{min}} characters.', hi: 'कम से कम {{min}} अक्षर लिखें।' },
  'validation.tooLong': { en: 'Enter at most {{max}} characters.', hi: 'अधिकतम {{max}} अक्षर लिखें।' },
  'validation.number': { en: 'Enter a number.', hi: 'एक संख्या लिखें।' },
  'validation.wholeNumber': { en: 'Enter a whole number.', hi: 'एक पूर्ण संख्या लिखें।' },
  'validation.numberTooSmall': { en: 'Enter a number of at least {{min}}.', hi: 'कम से कम {{min}} की संख्या लिखें।' },
  'validation.numberTooBig': { en: 'Enter a number no greater than {{max}}.', hi: '{{max}} से बड़ी संख्या न लिखें।' },
  'validation.tooFew': { en: 'Add at least {{min}}.', hi: 'कम से कम {{min}} जोड़ें।' },
  'validation.tooMany': { en: 'Add no more than {{max}}.', hi: '{{max}} से अधिक न जोड़ें।' },
  'validation.email': { en: 'Enter a valid email address.', hi: 'सही ईमेल पता लिखें।' },
  'validation.dateTime': { en: 'Enter a valid date and time.', hi: 'सही तारीख़ और समय लिखें।' },
  'validation.format': { en: 'This value is not in the expected form.', hi: 'यह मान अपेक्षित रूप में नहीं है।' },
  'validation.choice': { en: 'Choose one of the options.', hi: 'दिए गए विकल्पों में से एक चुनें।' },
  'validation.unknownField': { en: 'This field is not accepted.', hi: 'यह फ़ील्ड स्वीकार नहीं की जाती।' },
  'validation.invalid': { en: 'This value is not valid.', hi: 'यह मान मान्य नहीं है।' },
  'validation.server.emailTaken': { en: 'An account with this email already exists.', hi: 'इस ईमेल से एक खाता पहले से मौजूद है।' },
  'validation.server.accountExists': {
    en: 'An account with this email already exists. Please sign in instead.',
    hi: 'इस ईमेल से एक खाता पहले से मौजूद है। कृपया साइन इन करें।',
  },
  'validation.server.organizationMissing': {
    en: 'The chosen organization does not exist.',
    hi: 'चुना गया संगठन मौजूद नहीं है।',
  },
  'validation.server.managerNeedsOrganization': {
    en: 'An organization manager needs an organization.',
    hi: 'संगठन प्रबंधक के लिए एक संगठन चुनना आवश्यक है।',
  },
  'validation.server.languageExists': { en: 'The language {{code}} already exists.', hi: 'भाषा {{code}} पहले से मौजूद है।' },
  'validation.server.keyExists': {
    en: 'The key {{key}} already exists on page {{page}}.',
    hi: 'कुंजी {{key}} पेज {{page}} पर पहले से मौजूद है।',
  },
  'validation.server.invalid': {
    en: 'The server did not accept this value.',
    hi: 'सर्वर ने यह मान स्वीकार नहीं किया।',
  },
  'validation.server.failed': {
    en: 'This could not be saved. Please try again.',
    hi: 'यह सहेजा नहीं जा सका। कृपया फिर से प्रयास करें।',
  },
};
