import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';

const WAIT_MS = 5000;
const TITLE_WAIT_FRAMES = 60;

/** The page's h1 once it is there (lazy pages and their data arrive a little after the URL). */
function whenHeadingReady(main: HTMLElement, done: (heading: HTMLElement | null) => void) {
  const find = () => main.querySelector<HTMLElement>('h1');
  const found = find();
  if (found) {
    done(found);
    return () => {};
  }
  const observer = new MutationObserver(() => {
    const heading = find();
    if (heading) {
      cleanup();
      done(heading);
    }
  });
  const timer = window.setTimeout(() => {
    cleanup();
    done(null);
  }, WAIT_MS);
  const cleanup = () => {
    observer.disconnect();
    window.clearTimeout(timer);
  };
  observer.observe(main, { childList: true, subtree: true });
  return cleanup;
}

function focusHeading(heading: HTMLElement) {
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  // preventScroll: the layout already scrolls to the top on a route change.
  heading.focus({ preventScroll: true });
}

/**
 * Keeps focus on the page's h1 while the page settles. The h1 focused first may still be the
 * previous page's (shown while the new one loads) or a loading placeholder, replaced a moment
 * later, and focus would fall to the body with it: within WAIT_MS the h1 that replaces it takes
 * the focus, unless the reader has moved it elsewhere meanwhile.
 */
function followHeading(main: HTMLElement, first: HTMLElement) {
  let current = first;
  const observer = new MutationObserver(() => {
    if (current.isConnected) return;
    if (document.activeElement && document.activeElement !== document.body) return stop();
    const heading = main.querySelector<HTMLElement>('h1');
    if (!heading) return;
    current = heading;
    focusHeading(heading);
  });
  const timer = window.setTimeout(() => stop(), WAIT_MS);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(main, { childList: true, subtree: true });
  return stop;
}

/**
 * After a route change (not the first load, where the browser already announces the page) the new
 * page's title is announced in a polite live region and focus moves to its h1, so keyboard and
 * screen reader users start at the new content instead of the link they left behind.
 */
export function RouteAnnouncer() {
  const { pathname } = useLocation();
  const [message, setMessage] = useState('');
  // The path already handled: the first load is skipped, and so is a repeated effect (StrictMode).
  const handled = useRef(pathname);

  useEffect(() => {
    if (handled.current === pathname) return;
    handled.current = pathname;
    const main = document.getElementById('main-content');
    if (!main) return;
    const titleBefore = document.title;
    let frame = 0;
    let stopFollowing = () => {};
    const stopHeading = whenHeadingReady(main, (heading) => {
      if (heading) {
        focusHeading(heading);
        stopFollowing = followHeading(main, heading);
      } else main.focus({ preventScroll: true });
      // The page sets document.title in its own effect, sometimes a little after its h1 shows
      // (its strings may still be arriving): wait for the title to change, about a second at most.
      const announce = (attempt: number) => {
        if (document.title === titleBefore && attempt < TITLE_WAIT_FRAMES) {
          frame = window.requestAnimationFrame(() => announce(attempt + 1));
          return;
        }
        setMessage(document.title || heading?.textContent || '');
      };
      frame = window.requestAnimationFrame(() => announce(0));
    });
    return () => {
      stopHeading();
      stopFollowing();
      window.cancelAnimationFrame(frame);
    };
  }, [pathname]);

  return (
    <div role="status" aria-live="polite" aria-atomic="true" className="sr-only">
      {message}
    </div>
  );
}
