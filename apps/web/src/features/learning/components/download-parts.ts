import type { ComponentType } from 'react';

/**
 * What the LMS page shows of the offline downloads, handed in by the app (offline's): the
 * course's download button (`compact` in a list of courses) and each lesson's download size.
 * Without them the page shows neither.
 */
export type DownloadParts = {
  courseDownload?: ComponentType<{
    courseId: string;
    slug?: string;
    title: string;
    titleTranslations: Record<string, string>;
    compact?: boolean;
  }>;
  lessonDownloadSize?: ComponentType<{ courseId: string; lessonId: string }>;
};
