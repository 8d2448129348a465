import type { Strings } from './types.js';

export const aboutStrings: Strings = {
  'about.title': { en: 'About Jal Shiksha', hi: 'जल शिक्षा के बारे में' },
  'about.intro': {
    en: 'We train the people who look after India’s watersheds: practical, local and in their own language.',
    hi: 'हम उन लोगों को प्रशिक्षित करते हैं जो भारत के जलग्रहण क्षेत्रों की देखभाल करते हैं: व्यावहारिक, स्थानीय और उनकी अपनी भाषा में।',
  },
};
