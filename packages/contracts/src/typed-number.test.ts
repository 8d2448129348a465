import { describe, expect, it } from 'vitest';
import { readTypedNumber } from './typed-number.js';

describe('a number as it is typed in India', () => {
  it('reads the digits of every Indian script', () => {
    expect(readTypedNumber('१२.५')).toBe(12.5); // Hindi, Marathi
    expect(readTypedNumber('৪২')).toBe(42); // Bengali
    expect(readTypedNumber('௪௨')).toBe(42); // Tamil
    expect(readTypedNumber('౪౨')).toBe(42); // Telugu
    expect(readTypedNumber('૪૨')).toBe(42); // Gujarati
    expect(readTypedNumber('੪੨')).toBe(42); // Punjabi
    expect(readTypedNumber('୪୨')).toBe(42); // Odia
    expect(readTypedNumber('೪೨')).toBe(42); // Kannada
    expect(readTypedNumber('൪൨')).toBe(42); // Malayalam
  });

  it('reads Indian and international grouping, and a decimal comma where a comma cannot group', () => {
    expect(readTypedNumber('1,00,000')).toBe(100_000);
    expect(readTypedNumber('१,००,०००')).toBe(100_000);
    expect(readTypedNumber('12,34,567.5')).toBe(1_234_567.5);
    expect(readTypedNumber('100,000')).toBe(100_000);
    expect(readTypedNumber('12,5')).toBe(12.5);
    expect(readTypedNumber('१२,५')).toBe(12.5);
    expect(readTypedNumber(' 3 00 ')).toBe(300);
  });

  it('reads a minus typed as a hyphen or a true minus', () => {
    expect(readTypedNumber('-4.5')).toBe(-4.5);
    expect(readTypedNumber('\u22124.5')).toBe(-4.5);
    expect(readTypedNumber('+7')).toBe(7);
    expect(readTypedNumber('.5')).toBe(0.5);
  });

  it('refuses what is not a number', () => {
    for (const typed of ['', 'abc', '1.2.3', '1,00,00', '12,5.5', '--3', '1e5', 'Infinity', '१२ मीटर', '1,2,3'])
      expect(readTypedNumber(typed), typed).toBeNull();
  });
});
