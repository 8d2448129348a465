import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

// Browsers give every element `onpointerenter` and friends; jsdom does not. Preact decides from
// those properties whether an event name is lower case, so without them `onPointerEnter` would
// listen for a "PointerEnter" event that never comes.
for (const name of ['onpointerenter', 'onpointerleave', 'onpointerover', 'onpointerout']) {
  if (!(name in HTMLElement.prototype))
    Object.defineProperty(HTMLElement.prototype, name, { value: null, writable: true, configurable: true });
}

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; path=/`;
  });
});
