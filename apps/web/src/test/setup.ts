import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';

// Browsers give every element `onpointerenter` and friends; jsdom does not. Preact decides from
// those properties whether an event name is lower case, so without them `onPointerEnter` would
// listen for a "PointerEnter" event that never comes.
for (const name of ['onpointerenter', 'onpointerleave', 'onpointerover', 'onpointerout']) {
  if (!(name in HTMLElement.prototype))
    Object.defineProperty(HTMLElement.prototype, name, { value: null, writable: true, configurable: true });
}

// Browsers' Blob reads itself as text; jsdom's cannot (and the runtime's fetch answers with it).
if (!('text' in Blob.prototype)) {
  Object.defineProperty(Blob.prototype, 'text', {
    value(this: Blob) {
      return new Promise<string>((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(reader.result as string);
        reader.onerror = () => reject(new Error('the Blob could not be read', { cause: reader.error }));
        reader.readAsText(this);
      });
    },
  });
}

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  document.cookie.split(';').forEach((cookie) => {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; path=/`;
  });
});

// Preact runs effects after the next frame, with a 100 ms timer as a fallback that the frame
// cancels. A file that ends within a frame of its last render would leave that timer to fire after
// jsdom is gone (cancelAnimationFrame no longer defined): one more frame lets it be cancelled first.
afterAll(() => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
