import type { Strings } from './types.js';

export const courseStrings: Strings = {
  'courseDetail.loading': { en: 'Loading the course...', hi: 'पाठ्यक्रम लोड हो रहा है...' },
  'courseDetail.error': { en: 'The course could not be loaded.', hi: 'पाठ्यक्रम लोड नहीं हो सका।' },
  'courseDetail.notFound.title': { en: 'Course not found', hi: 'पाठ्यक्रम नहीं मिला' },
  'courseDetail.notFound.text': {
    en: 'This course does not exist or is not published yet.',
    hi: 'यह पाठ्यक्रम मौजूद नहीं है या अभी प्रकाशित नहीं हुआ है।',
  },
  'courseDetail.notFound.back': { en: 'See all courses', hi: 'सभी पाठ्यक्रम देखें' },
  'courseDetail.outline': { en: 'Course outline', hi: 'पाठ्यक्रम की रूपरेखा' },
  'courseDetail.module': { en: 'Module {{number}}', hi: 'मॉड्यूल {{number}}' },
  'courseDetail.lessons_one': { en: '{{count}} lesson', hi: '{{count}} पाठ' },
  'courseDetail.lessons_other': { en: '{{count}} lessons', hi: '{{count}} पाठ' },
  'courseDetail.start': { en: 'Start learning', hi: 'सीखना शुरू करें' },
  'courseDetail.signInToStart': { en: 'Sign in to start', hi: 'शुरू करने के लिए साइन इन करें' },
  'courseDetail.kind.text': { en: 'Reading', hi: 'पठन' },
  'courseDetail.kind.video': { en: 'Video', hi: 'वीडियो' },
  'courseDetail.kind.document': { en: 'Document', hi: 'दस्तावेज़' },
  'courseDetail.kind.quiz': { en: 'Quiz', hi: 'प्रश्नोत्तरी' },
};
