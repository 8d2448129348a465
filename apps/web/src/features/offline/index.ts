import { lazyPage } from '@/lib/lazy-page';

// Installing the app and using it without a network: the service worker's registration, started
// after the first view, and the notice that a new version is ready; downloading courses for use
// offline: the button and the lessons' sizes (drawn by the server too), the download manager and
// the downloads page in chunks of their own.
export { startOfflineSupport } from './start-offline-support';
export { DOWNLOADS_PATH, DownloadsLink } from './downloads/components/downloads-link';
export { DownloadCourseButton } from './downloads/components/download-course-button';
export { LessonDownloadSize } from './downloads/components/lesson-download-size';
export { forgetDownloads, OfflinePageNotice } from './downloads/lazy-parts';

export const DownloadsPage = lazyPage(() => import('./downloads/pages/downloads-page'));
