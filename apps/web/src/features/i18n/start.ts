// What the app's first step (main.tsx) needs of this feature: the page's strings, read from the HTML.
export { translationPageFor } from './language-startup';
export { bootFromInlineTranslations } from './translations-store';
