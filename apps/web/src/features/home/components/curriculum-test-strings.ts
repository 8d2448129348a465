import { generalStrings } from '@jal/ui-strings/general';
import { homeCurriculumStrings } from '@jal/ui-strings/home-curriculum';
import { i18n } from '@/lib/i18n';

/**
 * Test helper: the real English and Hindi strings of the course strip and the curriculum, as the
 * server sends them for the home page (dotted keys; i18next finds them without nesting).
 */
export function loadHomeCurriculumStrings() {
  for (const language of ['en', 'hi'] as const) {
    const bundle: Record<string, string> = {};
    for (const [key, text] of Object.entries({ ...generalStrings, ...homeCurriculumStrings })) bundle[key] = text[language];
    i18n.addResourceBundle(language, 'translation', bundle, true, true);
  }
}

export { homeCurriculumStrings };
