import { lazy, Suspense } from 'react';
import { AfterHydration } from '@/lib/after-hydration';
import type { DownloadCourseButtonProps } from './components/download-course-button';

// The download code (IndexedDB, the manager) is a chunk of its own, loaded by the pages that show
// these parts; the pages importing the feature's index stay as light as they were. The server's
// HTML leaves them out: they depend on what this phone has stored.
const parts = () => import('./lazy-components');
const LazyButton = lazy(() => parts().then((m) => ({ default: m.DownloadCourseButton })));
const LazyLessonSize = lazy(() => parts().then((m) => ({ default: m.LessonDownloadSize })));
const LazyOfflineNotice = lazy(() => parts().then((m) => ({ default: m.OfflinePageNotice })));

export function DownloadCourseButton(props: DownloadCourseButtonProps) {
  return (
    <AfterHydration>
      <Suspense fallback={null}>
        <LazyButton {...props} />
      </Suspense>
    </AfterHydration>
  );
}

export function LessonDownloadSize(props: { courseId: string; lessonId: string }) {
  return (
    <AfterHydration>
      <Suspense fallback={null}>
        <LazyLessonSize {...props} />
      </Suspense>
    </AfterHydration>
  );
}

export function OfflinePageNotice(props: { language: string; onRetry: () => void }) {
  return (
    <AfterHydration>
      <Suspense fallback={null}>
        <LazyOfflineNotice {...props} />
      </Suspense>
    </AfterHydration>
  );
}

/** Deletes every course downloaded on this phone, its state and the pages kept from the person's visits (at sign-out). */
export async function forgetDownloads(): Promise<void> {
  if (typeof window === 'undefined' || !('caches' in window) || !('indexedDB' in window)) return;
  const { downloadManager } = await import('./download-manager-instance');
  await downloadManager.forgetAll();
}

/** Goes on with downloads a closed page or a lost network left unfinished. */
export async function resumeDownloads(): Promise<void> {
  if (!('caches' in window) || !('indexedDB' in window)) return;
  const { downloadManager } = await import('./download-manager-instance');
  await downloadManager.resumeUnfinished();
}
