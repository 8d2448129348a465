/** What the update flow needs to hear of the service worker (`workerEvents`; a stand-in in the tests). */
export type UpdateSource = {
  addEventListener(type: 'waiting' | 'controlling', listener: () => void): void;
  messageSkipWaiting(): void;
};

/**
 * When a new version of the worker is installed and waiting, `showNotice` is called with the
 * action of its Reload button. Nothing reloads by itself: only that button tells the waiting
 * version to take over, and only then, once it has, does this page reload. A page open in another
 * tab (a lesson, a half-typed form) keeps its notice and stays as it is until its own button is
 * pressed.
 */
export function connectUpdates(source: UpdateSource, showNotice: (reload: () => void) => void, reloadPage: () => void) {
  let requested = false;
  let waiting = false;
  // Another tab's Reload may already have handed this page to the new version: then pressing
  // this one only has to reload. (The very first worker takes the page over too, with nothing
  // waiting: that one changes nothing the learner sees.)
  let takenOver = false;
  source.addEventListener('controlling', () => {
    if (!waiting) return;
    takenOver = true;
    if (requested) reloadPage();
  });
  source.addEventListener('waiting', () => {
    waiting = true;
    showNotice(() => {
      requested = true;
      if (takenOver) reloadPage();
      else source.messageSkipWaiting();
    });
  });
}
