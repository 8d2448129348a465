import { GUARD_EXTRA_WAIT_MS } from '@jal/contracts/core';
import { useEffect, useState } from 'react';
import { useAuth } from '../auth-context';

/**
 * Guard screens decide only once auth has loaded plus an extra 500 ms, so a session still being
 * read never bounces the visitor. Auth read from storage is known as the guard first renders: the
 * 500 ms count from then, so drawing the page to the screen is part of the wait, not added to it.
 */
export function useSettledAuth() {
  const auth = useAuth();
  const [waited, setWaited] = useState(false);
  const [knownAt] = useState(() => (auth.isLoading ? null : performance.now()));
  useEffect(() => {
    if (auth.isLoading) return;
    const since = knownAt === null ? 0 : performance.now() - knownAt;
    const timer = window.setTimeout(() => setWaited(true), Math.max(0, GUARD_EXTRA_WAIT_MS - since));
    return () => window.clearTimeout(timer);
  }, [auth.isLoading, knownAt]);
  return { ...auth, settled: !auth.isLoading && waited };
}
