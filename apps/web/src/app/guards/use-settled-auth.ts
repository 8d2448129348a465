import { GUARD_EXTRA_WAIT_MS } from '@jal/contracts/core';
import { useEffect, useState } from 'react';
import { renderPhase } from '@/lib/render-phase';
import { useAuth } from '@/lib/auth/auth-context';

/**
 * When the wait began on screen: now, or for a page the server rendered, when its HTML first
 * painted (it showed the access check from then on, before the app took it over).
 */
function waitShownSince(): number {
  if (renderPhase() !== 'hydrating') return performance.now();
  const firstPaint = performance.getEntriesByName?.('first-contentful-paint')[0];
  return firstPaint?.startTime ?? performance.now();
}

/**
 * Guard screens decide only once auth has loaded plus an extra 500 ms, so a session still being
 * read never bounces the visitor. Auth read from storage is known as the guard first renders: the
 * 500 ms count from when that render showed, so drawing the page to the screen is part of the
 * wait, not added to it.
 */
export function useSettledAuth() {
  const auth = useAuth();
  const [waited, setWaited] = useState(false);
  const [knownAt] = useState(() => (auth.isLoading ? null : waitShownSince()));
  useEffect(() => {
    if (auth.isLoading) return;
    const since = knownAt === null ? 0 : performance.now() - knownAt;
    const timer = window.setTimeout(() => setWaited(true), Math.max(0, GUARD_EXTRA_WAIT_MS - since));
    return () => window.clearTimeout(timer);
  }, [auth.isLoading, knownAt]);
  return { ...auth, settled: !auth.isLoading && waited };
}
