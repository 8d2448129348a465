// The accessibility bar on every page (its text size, theme and low-data buttons, and the reader)
// and the announcement of each new page. The settings themselves live below the features
// (lib/settings), since the player, the pictures and the downloads follow them too.
export { AccessibilityBar } from './accessibility-bar';
export { RouteAnnouncer } from './route-announcer';
