// The UI strings: the few shown before any arrive, loading each page's strings, the choice of
// language, and the screens shown while strings load or when they fail.
export { bootString } from './boot-strings';
export { translationPageFor } from './language-startup';
export { RouteTranslations, TranslationError } from './route-translations';
export {
  bootFromInlineTranslations,
  loadTranslations,
  selectLanguage,
  startFromServerTranslations,
  updateTranslationLocally,
  useTranslationState,
} from './translations-store';
