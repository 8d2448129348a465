import { useEffect, useState } from 'react';

/** How long typing must pause before a search follows it, so a slow phone is not sent a request per key. */
export const TYPING_PAUSE_MS = 300;

/** `value` once it has stayed the same for `delay` milliseconds: every change restarts the wait. */
export function useDebouncedValue<T>(value: T, delay = TYPING_PAUSE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
