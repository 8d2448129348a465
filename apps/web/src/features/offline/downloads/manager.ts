import type { DownloadManager } from './download-manager';

let manager: DownloadManager | null = null;
let loading: Promise<DownloadManager> | null = null;

/**
 * The page's one download manager. Its code (IndexedDB, Cache Storage, the package's files) is a
 * chunk of its own, fetched the first time a download is shown or asked for: the pages that offer
 * a download carry only their buttons, and the server draws those buttons in their first state.
 */
export function loadDownloadManager(): Promise<DownloadManager> {
  loading ??= import('./download-manager-instance').then((module) => (manager = module.downloadManager));
  return loading;
}

/** The manager if its code has come, else null (nothing read from this phone yet). */
export function loadedDownloadManager(): DownloadManager | null {
  return manager;
}
