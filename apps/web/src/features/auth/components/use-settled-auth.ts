import { GUARD_EXTRA_WAIT_MS } from '@jal/contracts/core';
import { useEffect, useState } from 'react';
import { useAuth } from '../auth-context';

/** Guard screens decide only once auth has loaded plus an extra 500 ms, so a session still being read never bounces the visitor. */
export function useSettledAuth() {
  const auth = useAuth();
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    if (auth.isLoading) return;
    const timer = window.setTimeout(() => setWaited(true), GUARD_EXTRA_WAIT_MS);
    return () => window.clearTimeout(timer);
  }, [auth.isLoading]);
  return { ...auth, settled: !auth.isLoading && waited };
}
