import { afterEach, describe, expect, it, vi } from 'vitest';
import { KEPT_FONT_KEY, keepSiteFont } from './kept-font';

const face = {} as FontFace;

describe('keepSiteFont', () => {
  afterEach(() => localStorage.clear());

  it('notes that the browser keeps Inter once it has loaded', async () => {
    const load = vi.fn().mockResolvedValue([face]);
    await keepSiteFont({ load });
    expect(load).toHaveBeenCalledWith('1em "Inter Variable"');
    expect(localStorage.getItem(KEPT_FONT_KEY)).toBe('kept');
  });

  it('notes nothing when no face loaded or the load failed, so the next page tries again', async () => {
    await keepSiteFont({ load: vi.fn().mockResolvedValue([]) });
    expect(localStorage.getItem(KEPT_FONT_KEY)).toBeNull();
    await keepSiteFont({ load: vi.fn().mockRejectedValue(new DOMException('offline', 'NetworkError')) });
    expect(localStorage.getItem(KEPT_FONT_KEY)).toBeNull();
  });
});
