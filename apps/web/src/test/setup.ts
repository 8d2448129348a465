import '@testing-library/jest-dom/vitest';
import { Blob as RuntimeBlob, File as RuntimeFile } from 'node:buffer';
import { cleanup } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';

// Browsers give every element `onpointerenter` and friends; jsdom does not. Preact decides from
// those properties whether an event name is lower case, so without them `onPointerEnter` would
// listen for a "PointerEnter" event that never comes.
for (const name of ['onpointerenter', 'onpointerleave', 'onpointerover', 'onpointerout']) {
  if (!(name in HTMLElement.prototype))
    Object.defineProperty(HTMLElement.prototype, name, { value: null, writable: true, configurable: true });
}

// The runtime's fetch reads and makes its bodies with Node's Blob and File, and a browser has one
// kind only: jsdom's own (no text(), no stream()) would meet fetch's answers and uploads that are
// Node's. So the tests have Node's, as a browser has its own.
Object.assign(globalThis, { Blob: RuntimeBlob, File: RuntimeFile });

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
