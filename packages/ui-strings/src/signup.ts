import type { Strings } from './types.js';

export const signupStrings: Strings = {
  'auth.signUp.title': { en: 'Create your account', hi: 'अपना खाता बनाएँ' },
  'auth.signUp.intro': { en: 'Free for every learner. It takes a minute.', hi: 'हर शिक्षार्थी के लिए मुफ़्त। बस एक मिनट लगता है।' },
  'auth.signUp.submit': { en: 'Create account', hi: 'खाता बनाएँ' },
  'auth.signUp.submitting': { en: 'Creating your account...', hi: 'आपका खाता बनाया जा रहा है...' },
  'auth.signUp.passwordHint': { en: 'At least 8 characters.', hi: 'कम से कम 8 अक्षर।' },
  'auth.signUp.haveAccount': { en: 'Already have an account?', hi: 'क्या पहले से खाता है?' },
  'auth.signUp.signInLink': { en: 'Sign in', hi: 'साइन इन करें' },
  'auth.signUp.failed': { en: 'The account could not be created.', hi: 'खाता नहीं बन सका।' },
  'auth.signUp.errors.name': { en: 'Enter your name (2 to 100 characters).', hi: 'अपना नाम लिखें (2 से 100 अक्षर)।' },
  'auth.signUp.errors.email': { en: 'Enter a valid email address.', hi: 'सही ईमेल पता लिखें।' },
  'auth.signUp.errors.password': { en: 'The password needs 8 to 128 characters.', hi: 'पासवर्ड में 8 से 128 अक्षर होने चाहिए।' },
};
