import { describe, expect, it } from 'vitest';
import { clampToViewport, keyboardMove, startPosition } from './panel-position';

const panel = { width: 320, height: 400 };

describe('reader panel position', () => {
  it('starts 400 px from the right edge and 64 px from the top', () => {
    expect(startPosition(panel, { width: 1280, height: 800 })).toEqual({ x: 880, y: 64 });
  });
  it('stays on a 360 px screen', () => {
    const start = startPosition({ width: 344, height: 400 }, { width: 360, height: 740 });
    expect(start.x).toBeGreaterThanOrEqual(0);
    expect(start.x + 344).toBeLessThanOrEqual(360);
  });
  it('is clamped inside the viewport', () => {
    expect(clampToViewport({ x: 5000, y: 5000 }, panel, { width: 1280, height: 800 })).toEqual({ x: 952, y: 392 });
    expect(clampToViewport({ x: -50, y: -50 }, panel, { width: 1280, height: 800 })).toEqual({ x: 8, y: 8 });
  });
  it('moves 16 px per arrow key, 64 px with Shift', () => {
    expect(keyboardMove('ArrowLeft', false)).toEqual({ x: -16, y: 0 });
    expect(keyboardMove('ArrowDown', true)).toEqual({ x: 0, y: 64 });
    expect(keyboardMove('Enter', false)).toBeNull();
  });
});
