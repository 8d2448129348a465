// Installing the app and using it without a network: the service worker's registration, started
// after the first view, and the notice that a new version is ready.
export { startOfflineSupport } from './start-offline-support';
