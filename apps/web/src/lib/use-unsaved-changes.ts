import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

/**
 * While `dirty`, leaving the page asks first: links and Back inside the app go through the
 * returned blocker (shown as a dialog by the page; a router has one blocker, so one per page); closing or reloading the tab gets the
 * browser's own question. `allowNext()` lets the next navigation through (after a save).
 */
export function useUnsavedChanges(dirty: boolean) {
  const allowed = useRef(false);
  // Read at navigation time: a save followed at once by a navigation must not be blocked.
  const dirtyNow = useRef(dirty);
  dirtyNow.current = dirty;
  const blocker = useBlocker(({ currentLocation, nextLocation }) => {
    if (allowed.current) {
      allowed.current = false;
      return false;
    }
    return dirtyNow.current && currentLocation.pathname !== nextLocation.pathname;
  });
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
  return {
    blocker,
    allowNext: () => {
      allowed.current = true;
    },
  };
}
