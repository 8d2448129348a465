import { useBrowserValue } from './use-browser-value';

const canMatch = () => typeof window !== 'undefined' && typeof window.matchMedia === 'function';

/**
 * Whether a CSS media query matches now, following changes (a phone turned sideways, motion
 * switched off). Without matchMedia (old browsers, jsdom) and in the server's HTML it answers
 * false, so callers fall back to their plain, motionless layout.
 */
export function useMediaQuery(query: string): boolean {
  return useBrowserValue(
    (onChange) => {
      if (!canMatch()) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => canMatch() && window.matchMedia(query).matches,
    false,
  );
}
