/** The caches the service worker keeps besides its precache. */

export const PAGES_PREFIX = 'pages-';

/**
 * Whether a page's answer may be kept to be served again without a network: successful HTML
 * that is the page itself. An answer reached through a redirect (a signed-out visit sent on to
 * the sign-in page) is never kept under the address asked for: served for that address later,
 * the browser refuses it and shows its own error instead of the downloaded course.
 */
export function keepsPage(response: Response): boolean {
  return response.ok && !response.redirected && (response.headers.get('content-type') ?? '').startsWith('text/html');
}

type ManifestEntry = string | { url: string; revision?: string | null };

/**
 * The pages' cache is named after the build (a hash of its precache list): a page's HTML names
 * the files of the build it came from, so each build keeps its own pages and drops the others'.
 */
export function pagesCacheName(manifest: readonly ManifestEntry[]): string {
  const text = manifest.map((entry) => (typeof entry === 'string' ? entry : `${entry.url}@${entry.revision ?? ''}`)).join('\n');
  // FNV-1a: short, stable and enough to tell two builds apart.
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193);
  return `${PAGES_PREFIX}${(hash >>> 0).toString(36)}`;
}

/** Drops the oldest entries of a cache beyond `max` (a cache lists its entries by when they were last written). */
export async function keepNewest(cacheName: string, max: number): Promise<void> {
  const cache = await caches.open(cacheName);
  const requests = await cache.keys();
  await Promise.all(requests.slice(0, Math.max(0, requests.length - max)).map((request) => cache.delete(request)));
}
