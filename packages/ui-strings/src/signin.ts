import type { Strings } from './types.js';

export const signinStrings: Strings = {
  'auth.signIn.title': { en: 'Sign in', hi: 'साइन इन करें' },
  'auth.signIn.intro': { en: 'Sign in with your email and password.', hi: 'अपने ईमेल और पासवर्ड से साइन इन करें।' },
  'auth.signIn.submit': { en: 'Sign in', hi: 'साइन इन करें' },
  'auth.signIn.submitting': { en: 'Signing in...', hi: 'साइन इन हो रहा है...' },
  'auth.signIn.noAccount': { en: 'New here?', hi: 'पहली बार आए हैं?' },
  'auth.signIn.registerLink': { en: 'Create an account', hi: 'खाता बनाएँ' },
  'auth.demo.title': { en: 'Demo accounts', hi: 'डेमो खाते' },
  'auth.demo.hint': {
    en: 'Try the platform with one of these accounts (password {{password}}).',
    hi: 'इनमें से किसी खाते से प्लेटफ़ॉर्म आज़माएँ (पासवर्ड {{password}})।',
  },
  'auth.demo.use': { en: 'Use', hi: 'उपयोग करें' },
  'auth.demo.useAria': { en: 'Use the {{account}} account', hi: '{{account}} खाते का उपयोग करें' },
  'auth.demo.user': { en: 'Learner', hi: 'शिक्षार्थी' },
  'auth.demo.admin': { en: 'Admin', hi: 'एडमिन' },
  'auth.demo.organization': { en: 'Organization', hi: 'संगठन' },
  'auth.demo.superAdmin': { en: 'Super admin', hi: 'सुपर एडमिन' },
};
