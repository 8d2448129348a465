import { courseCategoryStrings } from './courses.js';
import type { Strings } from './types.js';

/** Descriptions of the course illustrations (public/images), for their alt text. */
const imageAltStrings: Strings = {
  'courseDetail.imageAlt.course-1': {
    en: 'Rain clouds over a green hill catchment, with streams draining from the ridges to a pond in the valley',
    hi: 'हरी पहाड़ियों के जलग्रहण क्षेत्र पर बारिश के बादल, शिखरों से घाटी के तालाब तक बहती धाराएँ',
  },
  'courseDetail.imageAlt.course-2': {
    en: 'A satellite scanning a map grid with the contour lines of a hill, a stream and a location marker',
    hi: 'एक उपग्रह, जो पहाड़ी की समोच्च रेखाओं, एक धारा और स्थान-चिह्न वाले नक्शे की ग्रिड को स्कैन कर रहा है',
  },
  'courseDetail.imageAlt.course-3': {
    en: 'A village with houses, an open well with a pulley and bucket, a fodder stack and a shade tree',
    hi: 'घरों वाला एक गाँव, घिरनी और बाल्टी वाला खुला कुआँ, चारे का ढेर और छायादार पेड़',
  },
  'courseDetail.imageAlt.course-4': {
    en: 'Green hills with contour trenches on the slopes and a stream held behind a stone check dam',
    hi: 'ढलानों पर समोच्च खाइयों वाली हरी पहाड़ियाँ और पत्थर के चेक डैम से रुकी हुई धारा',
  },
  'courseDetail.imageAlt.course-5': {
    en: 'Cross-section of the ground: rain and a pond recharge groundwater through soil and rock fractures to an open well',
    hi: 'ज़मीन का अनुप्रस्थ काट: बारिश और तालाब का पानी मिट्टी और चट्टानों की दरारों से होकर भूजल और खुले कुएँ तक पहुँचता है',
  },
  'courseDetail.imageAlt.course-6': {
    en: 'Villagers sitting in a circle under a large tree, discussing a resource map drawn on the ground',
    hi: 'बड़े पेड़ के नीचे घेरे में बैठे ग्रामीण, ज़मीन पर बने संसाधन नक्शे पर चर्चा करते हुए',
  },
  'courseDetail.imageAlt.course-7': {
    en: 'A farm pond with sloping earthen banks beside fields of crops, with green hills behind',
    hi: 'फसलों के खेतों के पास ढलवाँ मिट्टी के किनारों वाला खेत तालाब, पीछे हरी पहाड़ियाँ',
  },
  'courseDetail.imageAlt.course-8': {
    en: 'A hillside with staggered contour trenches and saplings above terraced fields with bunds',
    hi: 'पहाड़ी ढलान पर क्रमबद्ध समोच्च खाइयाँ और पौधे, नीचे मेड़ों वाले सीढ़ीदार खेत',
  },
  'courseDetail.imageAlt.course-9': {
    en: 'Map of a river basin with its boundary, sub-basin divides, a branching river network, a reservoir and the sea',
    hi: 'नदी बेसिन का नक्शा: उसकी सीमा, उप-बेसिनों की विभाजक रेखाएँ, नदियों का जाल, एक जलाशय और समुद्र',
  },
};

export const courseStrings: Strings = {
  'courseDetail.loading': { en: 'Loading the course...', hi: 'पाठ्यक्रम लोड हो रहा है...' },
  'courseDetail.error': { en: 'The course could not be loaded.', hi: 'पाठ्यक्रम लोड नहीं हो सका।' },
  'courseDetail.notFound.title': { en: 'Course not found', hi: 'पाठ्यक्रम नहीं मिला' },
  'courseDetail.notFound.text': {
    en: 'This course does not exist or is not published yet.',
    hi: 'यह पाठ्यक्रम मौजूद नहीं है या अभी प्रकाशित नहीं हुआ है।',
  },
  'courseDetail.notFound.back': { en: 'See all courses', hi: 'सभी पाठ्यक्रम देखें' },
  'courseDetail.breadcrumb': { en: 'You are here', hi: 'आप यहाँ हैं' },
  'courseDetail.facts': { en: 'About this course', hi: 'इस पाठ्यक्रम के बारे में' },
  'courseDetail.fact.duration': { en: 'Duration', hi: 'अवधि' },
  'courseDetail.fact.level': { en: 'Level', hi: 'स्तर' },
  'courseDetail.fact.category': { en: 'Category', hi: 'श्रेणी' },
  'courseDetail.fact.languages': { en: 'Languages', hi: 'भाषाएँ' },
  'courseDetail.fact.content': { en: 'Content', hi: 'सामग्री' },
  'courseDetail.hours_one': { en: '{{count}} hour', hi: '{{count}} घंटा' },
  'courseDetail.hours_other': { en: '{{count}} hours', hi: '{{count}} घंटे' },
  'courseDetail.modules_one': { en: '{{count}} module', hi: '{{count}} मॉड्यूल' },
  'courseDetail.modules_other': { en: '{{count}} modules', hi: '{{count}} मॉड्यूल' },
  'courseDetail.outline': { en: 'Course outline', hi: 'पाठ्यक्रम की रूपरेखा' },
  'courseDetail.outlineHint': {
    en: 'Open a module to see its lessons.',
    hi: 'किसी मॉड्यूल के पाठ देखने के लिए उसे खोलें।',
  },
  'courseDetail.moduleLabel': { en: 'Module {{number}}:', hi: 'मॉड्यूल {{number}}:' },
  'courseDetail.lessons_one': { en: '{{count}} lesson', hi: '{{count}} पाठ' },
  'courseDetail.lessons_other': { en: '{{count}} lessons', hi: '{{count}} पाठ' },
  'courseDetail.start': { en: 'Start learning', hi: 'सीखना शुरू करें' },
  'courseDetail.starting': { en: 'Starting...', hi: 'शुरू हो रहा है...' },
  'courseDetail.enrolError': {
    en: 'The course could not be started. Please try again.',
    hi: 'पाठ्यक्रम शुरू नहीं हो सका। कृपया फिर से कोशिश करें।',
  },
  'courseDetail.continue': { en: 'Continue learning', hi: 'सीखना जारी रखें' },
  'courseDetail.progress': { en: '{{percent}}% complete', hi: '{{percent}}% पूरा' },
  'courseDetail.review': { en: 'Review course', hi: 'पाठ्यक्रम दोबारा देखें' },
  'courseDetail.signInToStart': { en: 'Sign in to start', hi: 'शुरू करने के लिए साइन इन करें' },
  'courseDetail.signInNote': {
    en: 'Free for everyone. Sign in so your progress is saved.',
    hi: 'सभी के लिए निःशुल्क। साइन इन करें ताकि आपकी प्रगति सहेजी जा सके।',
  },
  'courseDetail.kind.text': { en: 'Reading', hi: 'पठन' },
  'courseDetail.kind.video': { en: 'Video', hi: 'वीडियो' },
  'courseDetail.kind.document': { en: 'Document', hi: 'दस्तावेज़' },
  'courseDetail.kind.quiz': { en: 'Quiz', hi: 'प्रश्नोत्तरी' },
  ...imageAltStrings,
  ...courseCategoryStrings,
};
