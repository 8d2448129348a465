import { createHash, randomBytes } from 'node:crypto';
import { Blob as RuntimeBlob } from 'node:buffer';
import { describe, expect, it, vi } from 'vitest';
import { sha256, sha256Hex } from './sha256';

const expected = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');
const hex = (digest: Uint8Array) => Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');

describe('SHA-256', () => {
  it('is computed here as the server computes it, whatever the length (padding on every side of a block)', () => {
    for (const length of [0, 1, 3, 55, 56, 63, 64, 65, 119, 120, 1000, 65_536 + 7]) {
      const bytes = new Uint8Array(randomBytes(length));
      expect(hex(sha256(bytes)), `${length} bytes`).toBe(expected(bytes));
    }
    expect(hex(sha256(new TextEncoder().encode('abc')))).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it("is a file's, by the browser's crypto where there is one and by the code here where there is none", async () => {
    const bytes = new Uint8Array(randomBytes(200_000));
    const file = new RuntimeBlob([bytes]) as unknown as Blob;
    expect(globalThis.crypto.subtle).toBeDefined();
    expect(await sha256Hex(file)).toBe(expected(bytes));
    vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto) });
    try {
      expect(globalThis.crypto.subtle).toBeUndefined();
      expect(await sha256Hex(file)).toBe(expected(bytes));
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
