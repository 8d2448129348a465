import { useEffect, useState, type ReactNode } from 'react';
import { useMustMatchServerHtml } from './render-phase';

/**
 * A part whose code the browser loads on its own (a chunk it asks for when the part first
 * renders): the server draws nothing in its place, and neither does the browser's first render
 * over the server's HTML, which must match it; the part follows right after.
 */
export function AfterHydration({ children }: { children: ReactNode }) {
  const mustMatchServer = useMustMatchServerHtml();
  const [shown, setShown] = useState(!mustMatchServer);
  useEffect(() => {
    if (!shown) setShown(true);
  }, [shown]);
  return shown ? children : null;
}
