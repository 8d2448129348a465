import { PATHS } from '@jal/contracts/core';
import type { RouteObject } from 'react-router';
import { CourseCompletePage, LearnPage, LmsPage, MyLearningPage, VerifyPage } from '@/features/learning';
import { DOWNLOADS_PATH, DownloadCourseButton, DownloadsPage, LessonDownloadSize } from '@/features/offline';
import { PracticalSubmissions } from '@/features/practical-submissions';

/** The course's download button and each lesson's size on the LMS page (offline's parts load after the page shows). */
const COURSE_DOWNLOADS = { courseDownload: DownloadCourseButton, lessonDownloadSize: LessonDownloadSize };

/** Pages for signed-in learners; the router places them behind the sign-in guard. */
export const learnerRoutes: RouteObject[] = [
  { path: 'courses/:id/lms', element: <LmsPage downloads={COURSE_DOWNLOADS} /> },
  { path: 'learn/:courseId/:lessonId?', element: <LearnPage practicalPart={PracticalSubmissions} /> },
  { path: 'courses/:id/complete', element: <CourseCompletePage /> },
  { path: DOWNLOADS_PATH.slice(1), element: <DownloadsPage /> },
  { path: PATHS.myLearning.slice(1), element: <MyLearningPage /> },
];

/** Learning pages anyone may open: an employer checks a certificate without an account. */
export const publicLearningRoutes: RouteObject[] = [{ path: 'verify/:code?', element: <VerifyPage /> }];
