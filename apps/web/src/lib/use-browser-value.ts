import { useEffect, useState, useSyncExternalStore } from 'react';
import { useMustMatchServerHtml } from './render-phase';

/**
 * A value only the browser knows (a media query, the window's width), followed as it changes. The
 * server cannot know it, so the server's HTML is rendered with `serverValue`, and so is the
 * browser's first render over that HTML (hydration keeps the server's attributes, so it must
 * produce the same); the real value follows right after.
 */
export function useBrowserValue<T>(subscribe: (onChange: () => void) => () => void, read: () => T, serverValue: T): T {
  const mustMatchServer = useMustMatchServerHtml();
  const [live, setLive] = useState(!mustMatchServer);
  useEffect(() => {
    if (!live) setLive(true);
  }, [live]);
  const value = useSyncExternalStore(subscribe, live ? read : () => serverValue);
  return live ? value : serverValue;
}
