import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatNumber, todayOnThisDevice } from './locale-format';

// Afternoon in India, and in most time zones a test machine may have.
const INSTANT = '2026-06-01T10:05:09Z';

describe('formatDateTime', () => {
  it('writes a Hindi time with the part of the day in Hindi words, never a Latin am or pm', () => {
    const text = formatDateTime(INSTANT, 'hi');
    expect(text).toMatch(/^\d{1,2} जून 2026, (सुबह|दोपहर|शाम|रात) \d{1,2}:05$/);
    expect(text).not.toMatch(/[ap]\.?m\.?/i);
    for (let hour = 0; hour < 24; hour++) {
      expect(formatDateTime(new Date(2026, 5, 1, hour, 30), 'hi')).not.toMatch(/[a-z]/i);
    }
  });

  it('writes an English time with am or pm, and the seconds when asked', () => {
    expect(formatDateTime(new Date(2026, 5, 1, 15, 35, 9), 'en')).toBe('1 Jun 2026, 3:35 pm');
    expect(formatDateTime(new Date(2026, 5, 1, 15, 35, 9), 'en', { seconds: true })).toBe('1 Jun 2026, 3:35:09 pm');
    expect(formatDateTime(new Date(2026, 5, 1, 15, 35, 9), 'hi', { seconds: true })).toBe('1 जून 2026, दोपहर 3:35:09');
  });

  it('is empty for no date or one that cannot be read', () => {
    expect(formatDateTime(null, 'hi')).toBe('');
    expect(formatDateTime('not a date', 'en')).toBe('');
  });
});

describe('formatDate', () => {
  it('writes a calendar day as it is, whatever the time zone', () => {
    expect(formatDate('2026-03-01', 'en')).toBe('1 Mar 2026');
    expect(formatDate('2026-03-01', 'hi')).toBe('1 मार्च 2026');
    expect(formatDate('2026-11-21', 'hi', 'long')).toBe('21 नवंबर 2026');
    expect(formatDate('2026-11-21', 'en', 'long')).toBe('21 November 2026');
  });

  it('leaves what it cannot read as it is', () => {
    expect(formatDate('someday', 'en')).toBe('someday');
    expect(formatDate(null, 'en')).toBe('');
  });
});

describe('todayOnThisDevice and formatNumber', () => {
  it("gives the device's calendar day, and numbers in the page's locale", () => {
    expect(todayOnThisDevice(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(formatNumber(1234567.5, 'hi', { maximumFractionDigits: 1 })).toBe('12,34,567.5');
    expect(formatNumber(0.75, 'en')).toBe('0.75');
  });
});
