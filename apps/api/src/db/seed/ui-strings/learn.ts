import type { Strings } from './types.js';

export const learnStrings: Strings = {
  'lms.title': { en: 'My course', hi: 'मेरा पाठ्यक्रम' },
  'lms.intro': { en: 'Your lessons, your progress and your certificate.', hi: 'आपके पाठ, आपकी प्रगति और आपका प्रमाणपत्र।' },
  'learn.title': { en: 'Learning', hi: 'सीखना' },
  'learn.intro': { en: 'Lessons open here, one after another.', hi: 'पाठ यहाँ एक के बाद एक खुलते हैं।' },
};
