// The accessibility feature as the rest of the app sees it: the bar on every page, the
// announcement of each new page, the start-up of the stored text size and theme, and the
// low-data mode that the video player, the pictures and the downloads follow.
export { AccessibilityBar } from './accessibility-bar';
export { getFontSize, initFontSize, setFontSize, subscribeFontSize } from './font-size';
export { initLowDataMode, isLowDataMode, setLowDataMode, subscribeLowDataMode, useLowDataMode } from './low-data';
export { RouteAnnouncer } from './route-announcer';
export { initTheme, parseThemeChoice, THEME_STORAGE_KEY } from './theme';
