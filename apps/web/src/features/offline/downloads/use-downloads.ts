import { useBrowserValue } from '@/lib/use-browser-value';
import type { DownloadsSnapshot } from './download-manager';
import { loadDownloadManager, loadedDownloadManager } from './manager';

/** What the server, and the first render over its HTML, show: nothing read from this phone yet. */
const NOT_READ: DownloadsSnapshot = { loaded: false, courses: [] };

/** Loads the manager (once), reads what this phone holds, and follows its changes. */
function subscribe(onChange: () => void): () => void {
  if (!canDownload()) return () => undefined;
  let stopped = false;
  let unsubscribe = () => undefined as void;
  void loadDownloadManager().then((manager) => {
    if (stopped) return;
    unsubscribe = manager.subscribe(onChange);
    onChange();
    void manager.load();
  });
  return () => {
    stopped = true;
    unsubscribe();
  };
}

const read = (): DownloadsSnapshot => loadedDownloadManager()?.getSnapshot() ?? NOT_READ;

/** Every course downloaded on this phone, kept up to date as downloads progress. */
export function useDownloads(): DownloadsSnapshot {
  return useBrowserValue(subscribe, read, NOT_READ);
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
