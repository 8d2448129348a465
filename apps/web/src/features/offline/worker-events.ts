import type { UpdateSource } from './update-flow';

/**
 * The browser's own service worker events, told the way the update flow reads them: `waiting`
 * once a new version is installed while an older one controls the page (not for the very first
 * worker, which takes over with nothing to announce), `controlling` when a new version takes the
 * page over. The browser's API is all it takes: no library in the first view's JavaScript. The
 * worker is /sw.js, whose scope is the whole site.
 */
export function workerEvents(): UpdateSource & { register(): Promise<ServiceWorkerRegistration> } {
  const listeners = { waiting: new Set<() => void>(), controlling: new Set<() => void>() };
  const emit = (type: keyof typeof listeners) => listeners[type].forEach((listener) => listener());
  // The version last announced: it may be watched twice (already installing, then `updatefound`).
  let announced: ServiceWorker | undefined;
  let registration: ServiceWorkerRegistration | undefined;

  const announceWhenInstalled = (worker: ServiceWorker | null | undefined) => {
    if (!worker) return;
    const check = () => {
      if (worker.state !== 'installed' || !navigator.serviceWorker.controller || announced === worker) return;
      announced = worker;
      emit('waiting');
    };
    worker.addEventListener('statechange', check);
    check();
  };

  return {
    addEventListener: (type, listener) => listeners[type].add(listener),
    messageSkipWaiting: () => registration?.waiting?.postMessage({ type: 'SKIP_WAITING' }),
    async register() {
      navigator.serviceWorker.addEventListener('controllerchange', () => emit('controlling'));
      registration = await navigator.serviceWorker.register('/sw.js');
      const current = registration;
      // A version may already wait (downloaded on an earlier visit), or be installing now.
      announceWhenInstalled(current.waiting ?? current.installing);
      current.addEventListener('updatefound', () => announceWhenInstalled(current.installing));
      return current;
    },
  };
}
