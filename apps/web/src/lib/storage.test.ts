import { afterEach, describe, expect, it, vi } from 'vitest';
import { readChoice, readCookie, rememberChoice } from './storage';

describe('readCookie', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks the browser for the cookies once per run of code, and again after a write of its own or once the run is over', async () => {
    document.cookie = 'language=hi; path=/';
    const reads = vi.spyOn(Document.prototype, 'cookie', 'get');
    expect(readChoice('language')).toBe('hi');
    expect(readChoice('theme')).toBeNull();
    expect(readCookie('fontSize')).toBeNull();
    expect(reads).toHaveBeenCalledTimes(1);

    rememberChoice('theme', 'dark');
    expect(readCookie('theme')).toBe('dark');
    expect(reads).toHaveBeenCalledTimes(2);

    // Set by someone else (a response, in the browser) once this code has run.
    await Promise.resolve();
    document.cookie = 'fontSize=large; path=/';
    expect(readCookie('fontSize')).toBe('large');
    expect(reads).toHaveBeenCalledTimes(3);
  });
});
