import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE } from '@jal/contracts/core';
import { rememberPlainTranslations } from './remembered-translations';

/**
 * i18next holds the strings; they come from the server (GET /v1/translations/frontend) and are
 * merged in as each page loads its set. Nothing user-visible is bundled except the boot strings.
 */
void i18n.use(initReactI18next).init({
  lng: DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  resources: {},
  interpolation: { escapeValue: false },
  returnNull: false,
  react: { useSuspense: false },
});
rememberPlainTranslations(i18n);

export { i18n };
