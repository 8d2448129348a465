import { describe, expect, it } from 'vitest';
import { checkNumber, readNumber } from './number-check';

const depth = { min: 0, max: 30, unit: 'm' };

describe('a number the practical asks for', () => {
  it('reads Western and Devanagari digits, and a decimal comma', () => {
    expect(readNumber('12.5')).toBe(12.5);
    expect(readNumber(' १२.५ ')).toBe(12.5);
    expect(readNumber('12,5')).toBe(12.5);
    expect(readNumber('-3')).toBe(-3);
    expect(readNumber('.5')).toBe(0.5);
  });

  it('refuses what is not a number', () => {
    expect(readNumber('12 m')).toBeNull();
    expect(readNumber('1e3')).toBeNull();
    expect(readNumber('abc')).toBeNull();
    expect(checkNumber('about ten', depth)).toEqual({ value: null, error: { key: 'practicalSubmissions.number.notNumber' } });
  });

  it('asks for a missing number', () => {
    expect(checkNumber('  ', depth)).toEqual({ value: null, error: { key: 'practicalSubmissions.number.required' } });
  });

  it('takes the ends of the range and refuses beyond them, naming the range and unit', () => {
    expect(checkNumber('0', depth)).toEqual({ value: 0, error: null });
    expect(checkNumber('30', depth)).toEqual({ value: 30, error: null });
    const outOfRange = { value: null, error: { key: 'practicalSubmissions.number.outOfRange', values: { min: 0, max: 30, unit: 'm' } } };
    expect(checkNumber('30.01', depth)).toEqual(outOfRange);
    expect(checkNumber('-0.5', depth)).toEqual(outOfRange);
  });
});
