import { useSyncExternalStore } from 'react';

function subscribe(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

const read = () => navigator.onLine;

/** Whether the browser has a network connection (false means surely offline; true may still fail). */
export function useOnline(): boolean {
  return useSyncExternalStore(subscribe, read, read);
}
