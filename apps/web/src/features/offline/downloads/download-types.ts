import type { VideoQuality } from '@jal/contracts';

export type DownloadStatus = 'downloading' | 'paused' | 'complete' | 'error';

/** Why a download is not going on: the network went, the learner paused it, the phone is full, the server failed. */
export type DownloadProblem = 'offline' | 'paused' | 'quota' | 'failed';

/** One file of the course as stored: done once it is whole in the cache at this version. */
export type StoredItem = { version: string; sizeBytes: number; done: boolean };

/** A course's download, kept in IndexedDB so a closed tab or a lost network resumes where it was. */
export type CourseDownload = {
  courseId: string;
  slug: string;
  title: string;
  titleTranslations: Record<string, string>;
  quality: VideoQuality;
  /** The package's version once every file is stored; null until the first download completes. */
  version: string | null;
  totalBytes: number;
  doneBytes: number;
  status: DownloadStatus;
  /** Set when paused or failed: what the learner is told. */
  problem: DownloadProblem | null;
  /** By URL. */
  items: Record<string, StoredItem>;
  /** Who downloaded it: another person signed in on this phone does not see it. */
  userId: string | null;
  updatedAt: number;
};

/** What the page knows of the course when the learner presses Download. */
export type CourseLabel = { courseId: string; slug?: string; title: string; titleTranslations: Record<string, string> };
