import { afterEach, describe, expect, it, vi } from 'vitest';
import { readChoice, readCookie, rememberChoice } from './storage';

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('readCookie', () => {
  afterEach(() => vi.restoreAllMocks());

  it('asks the browser for the cookies once per task, and again after a write of its own or in the next task', async () => {
    document.cookie = 'language=hi; path=/';
    const reads = vi.spyOn(Document.prototype, 'cookie', 'get');
    expect(readChoice('language')).toBe('hi');
    expect(readChoice('theme')).toBeNull();
    expect(readCookie('fontSize')).toBeNull();
    expect(reads).toHaveBeenCalledTimes(1);

    rememberChoice('theme', 'dark');
    expect(readCookie('theme')).toBe('dark');
    expect(reads).toHaveBeenCalledTimes(2);

    // Set by someone else (a response, in the browser) while another task ran.
    await nextTask();
    reads.mockRestore();
    document.cookie = 'fontSize=large; path=/';
    expect(readCookie('fontSize')).toBe('large');
  });
});
