// The accessibility feature as the rest of the app sees it: the bar on every page, the
// announcement of each new page, and the start-up of the stored text size and theme.
export { AccessibilityBar } from './accessibility-bar';
export { initFontSize } from './font-size';
export { RouteAnnouncer } from './route-announcer';
export { initTheme } from './theme';
