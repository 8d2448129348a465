import { useBrowserValue } from './use-browser-value';

function subscribe(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

const read = () => navigator.onLine;

/**
 * Whether the browser has a network connection (false means surely offline; true may still
 * fail). The server draws pages as online, and the browser's first render over them does too.
 */
export function useOnline(): boolean {
  return useBrowserValue(subscribe, read, true);
}
