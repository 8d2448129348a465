// The download parts the pages show, gathered in one chunk: the first view names one file to
// fetch later instead of one per part.
export { DownloadCourseButton } from './components/download-course-button';
export { LessonDownloadSize } from './components/lesson-download-size';
export { OfflinePageNotice } from './components/offline-page-notice';
