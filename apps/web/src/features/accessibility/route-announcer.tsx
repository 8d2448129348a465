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
    const stopHeading = whenHeadingReady(main, (heading) => {
      const target = heading ?? main;
      if (heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      // preventScroll: the layout already scrolls to the top on a route change.
      target.focus({ preventScroll: true });
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
      window.cancelAnimationFrame(frame);
    };
  }, [pathname]);

  return (
    <div role="status" aria-live="polite" aria-atomic="true" className="sr-only">
      {message}
    </div>
  );
}
