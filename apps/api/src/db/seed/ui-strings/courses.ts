import type { Strings } from './types.js';

export const coursesStrings: Strings = {
  'courses.title': { en: 'Courses', hi: 'पाठ्यक्रम' },
  'courses.intro': {
    en: 'Every course is free, works on a basic phone, and is available in English and Hindi.',
    hi: 'हर पाठ्यक्रम मुफ़्त है, साधारण फ़ोन पर चलता है, और अंग्रेज़ी व हिंदी में उपलब्ध है।',
  },
};
