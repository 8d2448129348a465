import type { Strings } from './types.js';

/**
 * Labels of the course categories (the `category` slugs of the seeded courses). The catalogue
 * filters by them and the course page names them, so both pages load these.
 */
export const courseCategoryStrings: Strings = {
  'catalogue.categories.watershed': { en: 'Watershed basics', hi: 'जलग्रहण क्षेत्र की मूल बातें' },
  'catalogue.categories.gis': { en: 'GIS and remote sensing', hi: 'GIS और सुदूर संवेदन' },
  'catalogue.categories.water-budgeting': { en: 'Water budgeting', hi: 'जल बजट' },
  'catalogue.categories.conservation': { en: 'Soil and water conservation', hi: 'मृदा एवं जल संरक्षण' },
  'catalogue.categories.groundwater': { en: 'Groundwater', hi: 'भूजल' },
  'catalogue.categories.planning': { en: 'Planning and DPR', hi: 'नियोजन और DPR' },
  'catalogue.categories.climate': { en: 'Climate resilience', hi: 'जलवायु अनुकूलन' },
};

export const coursesStrings: Strings = {
  'courses.title': { en: 'Courses', hi: 'पाठ्यक्रम' },
  'courses.intro': {
    en: 'Every course is free, works on a basic phone, and is available in English and Hindi.',
    hi: 'हर पाठ्यक्रम मुफ़्त है, साधारण फ़ोन पर चलता है, और अंग्रेज़ी व हिंदी में उपलब्ध है।',
  },
  'catalogue.filters': { en: 'Find a course', hi: 'पाठ्यक्रम खोजें' },
  'catalogue.search.label': { en: 'Search by course title', hi: 'पाठ्यक्रम के नाम से खोजें' },
  'catalogue.search.hint': { en: 'In English or Hindi, e.g. groundwater or भूजल', hi: 'हिंदी या अंग्रेज़ी में, जैसे भूजल या groundwater' },
  'catalogue.search.submit': { en: 'Search', hi: 'खोजें' },
  'catalogue.level.label': { en: 'Level', hi: 'स्तर' },
  'catalogue.level.all': { en: 'All levels', hi: 'सभी स्तर' },
  'catalogue.category.label': { en: 'Category', hi: 'श्रेणी' },
  'catalogue.category.all': { en: 'All categories', hi: 'सभी श्रेणियाँ' },
  ...courseCategoryStrings,
  'catalogue.clearFilters': { en: 'Clear filters', hi: 'फ़िल्टर हटाएँ' },
  'catalogue.results_one': { en: '{{count}} course found', hi: '{{count}} पाठ्यक्रम मिला' },
  'catalogue.results_other': { en: '{{count}} courses found', hi: '{{count}} पाठ्यक्रम मिले' },
  'catalogue.updating': { en: 'Updating the list...', hi: 'सूची अपडेट हो रही है...' },
  'catalogue.noMatch.query': { en: 'No courses match “{{query}}”.', hi: '“{{query}}” से मेल खाता कोई पाठ्यक्रम नहीं मिला।' },
  'catalogue.noMatch.filters': {
    en: 'No courses match the chosen filters.',
    hi: 'चुने गए फ़िल्टर से मेल खाता कोई पाठ्यक्रम नहीं मिला।',
  },
  'catalogue.noMatch.hint': {
    en: 'Try another word, or clear the filters to see every course.',
    hi: 'कोई दूसरा शब्द आज़माएँ, या सभी पाठ्यक्रम देखने के लिए फ़िल्टर हटाएँ।',
  },
  'catalogue.pagination.label': { en: 'Pages of courses', hi: 'पाठ्यक्रमों के पृष्ठ' },
  'catalogue.pagination.pageOf': { en: 'Page {{page}} of {{total}}', hi: 'कुल {{total}} में से पृष्ठ {{page}}' },
  'catalogue.pagination.page': { en: 'Page {{page}}', hi: 'पृष्ठ {{page}}' },
  'catalogue.pagination.previous': { en: 'Previous', hi: 'पिछला' },
  'catalogue.pagination.next': { en: 'Next', hi: 'अगला' },
};
