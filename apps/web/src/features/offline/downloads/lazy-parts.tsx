import { lazy, Suspense } from 'react';
import { AfterHydration } from '@/lib/after-hydration';
import { canDownload } from './use-downloads';
import { loadDownloadManager } from './manager';

// The notice shown in place of a page whose code could not come for want of a network: a chunk
// of its own, as it is needed only then.
const LazyOfflineNotice = lazy(() => import('./components/offline-page-notice').then((m) => ({ default: m.OfflinePageNotice })));

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
  if (!canDownload()) return;
  const manager = await loadDownloadManager();
  await manager.forgetAll();
}

/** Goes on with downloads a closed page or a lost network left unfinished. */
export async function resumeDownloads(): Promise<void> {
  if (!canDownload()) return;
  const manager = await loadDownloadManager();
  await manager.resumeUnfinished();
}
