import type { Strings } from './types.js';

export const contactStrings: Strings = {
  'contact.title': { en: 'Contact us', hi: 'हमसे संपर्क करें' },
  'contact.intro': {
    en: 'Questions about a course, a group enrolment or a partnership? Write to us.',
    hi: 'किसी पाठ्यक्रम, समूह नामांकन या साझेदारी के बारे में प्रश्न हैं? हमें लिखें।',
  },
};
