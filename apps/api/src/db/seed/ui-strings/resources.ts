import type { Strings } from './types.js';

export const resourcesStrings: Strings = {
  'resources.title': { en: 'Resources', hi: 'संसाधन' },
  'resources.intro': {
    en: 'Field guides, maps, templates and videos to use alongside the courses.',
    hi: 'पाठ्यक्रमों के साथ उपयोग के लिए फील्ड गाइड, नक्शे, टेम्पलेट और वीडियो।',
  },
};
