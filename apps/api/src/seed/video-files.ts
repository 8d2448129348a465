/**
 * The file of a demo video in one language (apps/api/assets/media): the English one keeps the
 * plain name, another language's copy of the same frames has the language before the extension.
 */
export const videoFilename = (key: string, language: 'en' | 'hi') => (language === 'en' ? `${key}.mp4` : `${key}.${language}.mp4`);
