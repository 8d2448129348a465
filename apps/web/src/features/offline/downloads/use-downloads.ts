import { useEffect, useSyncExternalStore } from 'react';
import { downloadManager } from './download-manager-instance';
import type { DownloadsSnapshot } from './download-manager';

/** Every course downloaded on this phone, kept up to date as downloads progress. */
export function useDownloads(): DownloadsSnapshot {
  useEffect(() => void downloadManager.load(), []);
  return useSyncExternalStore(downloadManager.subscribe, downloadManager.getSnapshot, downloadManager.getSnapshot);
}

/** One course's download, if any (`loaded` false until the stored state has been read). */
export function useCourseDownload(courseId: string) {
  const snapshot = useDownloads();
  return { loaded: snapshot.loaded, course: snapshot.courses.find((course) => course.courseId === courseId) };
}

/** Whether this browser can keep files for offline use (Cache Storage and IndexedDB). */
export function canDownload(): boolean {
  return typeof window !== 'undefined' && 'caches' in window && 'indexedDB' in window;
}
