import { afterEach, describe, expect, it } from 'vitest';
import { changeFontSize, clampFontSize, fontSizeControls, getFontSize, initFontSize, nextFontSize, setFontSize } from './font-size';

afterEach(() => {
  setFontSize(16);
  window.localStorage.clear();
});

describe('font size rules: 12 to 24 px in steps of 2, 16 px by default, kept across visits', () => {
  it('clamps the stored value to 12–24', () => {
    expect(clampFontSize(8, 16)).toBe(12);
    expect(clampFontSize(30, 16)).toBe(24);
    expect(clampFontSize(24, 16)).toBe(24);
    expect(clampFontSize(18, 16)).toBe(18);
    expect(clampFontSize('20', 16)).toBe(20);
  });

  it('keeps the current size for a non-number', () => {
    for (const value of [Number.NaN, Infinity, 'big', '', null, undefined, {}, true]) {
      expect(clampFontSize(value, 18)).toBe(18);
    }
  });

  it('steps by 2 and resets to 16', () => {
    expect(nextFontSize(16, 'increase')).toBe(18);
    expect(nextFontSize(16, 'decrease')).toBe(14);
    expect(nextFontSize(22, 'reset')).toBe(16);
    expect(nextFontSize(24, 'increase')).toBe(24);
    expect(nextFontSize(12, 'decrease')).toBe(12);
  });

  it('disables decrease at ≤ 12, increase at ≥ 22 and reset at 16', () => {
    expect(fontSizeControls(12)).toEqual({ canDecrease: false, canIncrease: true, canReset: true });
    expect(fontSizeControls(16)).toEqual({ canDecrease: true, canIncrease: true, canReset: false });
    expect(fontSizeControls(22)).toEqual({ canDecrease: true, canIncrease: false, canReset: true });
    expect(fontSizeControls(24).canIncrease).toBe(false);
  });

  it('sets the root font size and stores it', () => {
    changeFontSize('increase');
    expect(getFontSize()).toBe(18);
    expect(document.documentElement.style.fontSize).toBe('18px');
    expect(window.localStorage.getItem('fontSize')).toBe('18');
    setFontSize('nonsense');
    expect(getFontSize()).toBe(18);
  });

  it('starts from the stored size, clamped, and ignores a corrupt one', () => {
    window.localStorage.setItem('fontSize', '40');
    initFontSize();
    expect(getFontSize()).toBe(24);
    window.localStorage.setItem('fontSize', 'large');
    initFontSize();
    expect(getFontSize()).toBe(16);
    expect(document.documentElement.style.fontSize).toBe('');
  });
});
