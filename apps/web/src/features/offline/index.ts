import { lazyPage } from '@/lib/lazy-page';

// Installing the app and using it without a network: the service worker's registration, started
// after the first view, and the notice that a new version is ready; downloading courses for use
// offline (the button, the lessons' sizes, the downloads page), in chunks of their own.
export { startOfflineSupport } from './start-offline-support';
export { DOWNLOADS_PATH, DownloadsLink } from './downloads/components/downloads-link';
export { DownloadCourseButton, forgetDownloads, LessonDownloadSize, OfflinePageNotice } from './downloads/lazy-parts';

export const DownloadsPage = lazyPage(() => import('./downloads/pages/downloads-page'));
