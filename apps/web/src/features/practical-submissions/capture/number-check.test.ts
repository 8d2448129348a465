import { describe, expect, it } from 'vitest';
import { checkNumber } from './number-check';

const depth = { min: 0, max: 30, unit: 'm' };

describe('a number the practical asks for', () => {
  it('reads digits as the learner types them: Hindi digits, a decimal comma, Indian grouping', () => {
    expect(checkNumber(' १२.५ ', depth)).toEqual({ value: 12.5, error: null });
    expect(checkNumber('12,5', depth)).toEqual({ value: 12.5, error: null });
    expect(checkNumber('1,00,000', { ...depth, max: 200_000 })).toEqual({ value: 100_000, error: null });
  });

  it('refuses what is not a number', () => {
    for (const typed of ['12 m', '1e3', 'about ten'])
      expect(checkNumber(typed, depth)).toEqual({ value: null, error: { key: 'practicalSubmissions.number.notNumber' } });
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
