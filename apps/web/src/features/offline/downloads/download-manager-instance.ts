import { API, PATHS } from '@jal/contracts/core';
import { apiHeaders, apiPath, fetchResponse } from '@/lib/api-client';
import { storedUserId } from '@/lib/stored-user-id';
import { DOWNLOAD_HEADER } from './cache-names';
import { DownloadManager } from './download-manager';
import { getOfflinePackage } from './package-api';

/**
 * The strings of the pages a downloaded course uses (its LMS and lesson pages, the downloads
 * page) and the downloads page itself: moving between them offline needs no network.
 */
const EXTRA_URLS = [
  apiPath(API.translationsFrontend, { page: 'learn' }),
  apiPath(API.translationsFrontend, { page: 'downloads' }),
  PATHS.downloads,
];

/** The page's one download manager. */
export const downloadManager = new DownloadManager({
  getPackage: getOfflinePackage,
  fetch: fetchResponse,
  caches: window.caches,
  headersFor: (url) => ({ ...(url.startsWith(apiPath('/')) ? apiHeaders() : {}), [DOWNLOAD_HEADER]: '1' }),
  currentUserId: storedUserId,
  isOnline: () => navigator.onLine,
  persist: () => navigator.storage?.persist?.() ?? Promise.resolve(false),
  extraUrls: EXTRA_URLS,
});

// Losing the network pauses the downloads with a message; its return resumes them.
window.addEventListener('offline', () => void downloadManager.pauseAll());
window.addEventListener('online', () => void downloadManager.resumeUnfinished());
