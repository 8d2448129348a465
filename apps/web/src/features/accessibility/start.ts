// What the app's first step (main.tsx) needs of this feature: the stored text size, theme and
// low-data choice, applied before the first render. No UI, so that step's file stays small.
export { getFontSize, initFontSize } from './font-size';
export { initLowDataMode, isLowDataMode } from './low-data';
export { initTheme, parseThemeChoice, THEME_STORAGE_KEY } from './theme';
