import type { Strings } from './types.js';

export const homeStrings: Strings = {
  'home.title': { en: 'Water and watershed training', hi: 'जल और जलग्रहण प्रशिक्षण' },
  'home.hero.title': {
    en: 'Learn to plan and protect your watershed, in your language',
    hi: 'अपने जलग्रहण क्षेत्र की योजना और सुरक्षा करना सीखें, अपनी भाषा में',
  },
  'home.hero.subtitle': {
    en: 'Practical courses for field workers, village officers, NGO staff, teachers and researchers: from ridge to valley, from water budgets to GIS plans.',
    hi: 'फील्ड कार्यकर्ताओं, ग्राम अधिकारियों, NGO कर्मियों, शिक्षकों और शोधकर्ताओं के लिए व्यावहारिक पाठ्यक्रम: रिज से घाटी तक, जल बजट से GIS योजनाओं तक।',
  },
  'home.hero.explore': { en: 'Explore courses', hi: 'पाठ्यक्रम देखें' },
  'home.hero.join': { en: 'Join for free', hi: 'मुफ़्त में जुड़ें' },
  'home.featured': { en: 'Featured courses', hi: 'प्रमुख पाठ्यक्रम' },
};
