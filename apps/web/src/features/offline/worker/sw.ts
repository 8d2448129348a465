// The service worker (built to /sw.js by vite-plugin-pwa, docs/decisions/022): the app's code,
// styles and fonts are precached; each page's HTML is fetched from the network first and kept,
// so a page opened once opens again without a network, with its strings and first data inside.
import { matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { keepNewest, keepsPage, PAGES_PREFIX, pagesCacheName } from './caches';
import { matchInCourses } from './course-caches';
import { registerCourseRoutes, storedCoursePage } from './course-routes';

/** The parts of the worker's global scope used here (the web app's types are the window's). */
type ExtendableEvent = Event & { waitUntil(promise: Promise<unknown>): void };
type WorkerScope = {
  registration: ServiceWorkerRegistration;
  clients: {
    claim(): Promise<void>;
    matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<readonly { url: string }[]>;
  };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableEvent & { data: unknown }) => void): void;
};
const worker = self as unknown as WorkerScope;

/** How many pages' HTML are kept (tens of KB each), and how many images. */
const MAX_PAGES = 40;
const MAX_IMAGES = 80;
const IMAGES = 'images';

// Filled in by the build: every file to precache, with its revision.
const manifest = (self as unknown as { __WB_MANIFEST: (PrecacheEntry | string)[] }).__WB_MANIFEST;
const PAGES = pagesCacheName(manifest);

/**
 * Page navigations: the network first (the page's HTML carries this moment's strings, alert and
 * data), then the copy kept from the last visit (see keepsPage), then a downloaded course's stored page (for its
 * LMS and lesson pages, and the downloads page), then the bare app shell, which boots and says in
 * the stored language that the page was not saved on this phone. Only successful HTML is kept; a
 * signed-in person's pages carry their name and progress, so signing out deletes them.
 */
registerRoute(
  ({ request, url }) => request.mode === 'navigate' && !url.pathname.startsWith('/api/'),
  new NetworkFirst({
    cacheName: PAGES,
    matchOptions: { ignoreVary: true },
    plugins: [
      {
        cacheWillUpdate: ({ response }) => Promise.resolve(keepsPage(response) ? response : null),
        cacheDidUpdate: ({ cacheName }) => keepNewest(cacheName, MAX_PAGES),
        handlerDidError: async ({ request }) =>
          (await storedCoursePage(new URL(request.url))) ?? (await matchPrecache('/index.html')) ?? Response.error(),
      },
    ],
  }),
);

// Course and page images (public files under /images/): kept once seen, the oldest dropped first.
registerRoute(
  ({ request, url }) => request.destination === 'image' && url.origin === location.origin && url.pathname.startsWith('/images/'),
  new CacheFirst({
    cacheName: IMAGES,
    plugins: [
      {
        cacheWillUpdate: ({ response }) => Promise.resolve(response.ok ? response : null),
        cacheDidUpdate: ({ cacheName }) => keepNewest(cacheName, MAX_IMAGES),
        // A downloaded course's images, never seen before the network went.
        handlerDidError: async ({ request }) => (await matchInCourses(request.url)) ?? Response.error(),
      },
    ],
  }),
);

// Downloaded courses: their media, the learner's JSON and the pages' strings (docs/decisions/027).
registerCourseRoutes();

// No directory index: `/` is a page (above), never the bare index.html.
precacheAndRoute(manifest, { directoryIndex: '', cleanURLs: false });

/**
 * The pages kept by the previous version point at that version's files, which go when this one
 * takes over: fetched again now, while the network is there (this worker has just been
 * downloaded), together with the pages open right now (the first one was loaded before any
 * worker). Best effort: a page that cannot be fetched is simply not kept.
 */
async function keepVisitedPages() {
  const urls = new Set<string>();
  for (const name of await caches.keys()) {
    if (!name.startsWith(PAGES_PREFIX) || name === PAGES) continue;
    for (const request of await (await caches.open(name)).keys()) urls.add(request.url);
  }
  for (const client of await worker.clients.matchAll({ type: 'window', includeUncontrolled: true })) {
    const url = new URL(client.url);
    url.hash = '';
    if (url.origin === location.origin && !url.pathname.startsWith('/api/')) urls.add(url.href);
  }
  const cache = await caches.open(PAGES);
  await Promise.allSettled(
    [...urls].slice(-MAX_PAGES).map(async (url) => {
      const response = await fetch(url, { credentials: 'same-origin' });
      if (keepsPage(response)) await cache.put(url, response);
    }),
  );
}

worker.addEventListener('install', (event) => event.waitUntil(keepVisitedPages()));

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      const stale = (await caches.keys()).filter((name) => name.startsWith(PAGES_PREFIX) && name !== PAGES);
      await Promise.all(stale.map((name) => caches.delete(name)));
      // The page's request starts while the worker wakes up, so a navigation waits for no start-up.
      await worker.registration.navigationPreload?.enable();
      // The first worker takes the open page at once; a later one is only activated when the
      // learner presses Reload on the notice (below), which reloads the page anyway.
      await worker.clients.claim();
    })(),
  );
});

// The update notice's Reload: the waiting version takes over (the page then reloads itself).
worker.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type === 'SKIP_WAITING') void worker.skipWaiting();
});
