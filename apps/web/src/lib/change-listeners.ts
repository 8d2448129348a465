import { useSyncExternalStore } from 'react';

/**
 * The components that follow a value kept outside React (a setting of the page): `notify` after
 * each change, and `useValue` reads it and renders again when it changes. `subscribe` serves code
 * outside components and returns the function that stops the calls.
 */
export function changeListeners<T>(read: () => T) {
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  };
  return {
    subscribe,
    notify: () => {
      for (const listener of listeners) listener();
    },
    useValue: () => useSyncExternalStore(subscribe, read, read),
  };
}
