import { describe, expect, it } from 'vitest';
import { isDashboardPath } from '@jal/contracts/core';
import { chooseStartupLanguage, translationPageFor } from './language-startup';

describe('chooseStartupLanguage: the stored choice when it is offered, else the server default', () => {
  const available = ['en', 'hi'];
  it('uses the stored language when the current one is unset or English and it is available', () => {
    expect(chooseStartupLanguage(undefined, 'hi', available, 'en')).toBe('hi');
    expect(chooseStartupLanguage('en', 'hi', available, 'en')).toBe('hi');
  });
  it("uses the server's default when the stored one is missing or not offered", () => {
    expect(chooseStartupLanguage('en', null, available, 'en')).toBe('en');
    expect(chooseStartupLanguage('en', 'fr', available, 'hi')).toBe('hi');
    expect(chooseStartupLanguage(null, 'ta', available, '')).toBe('en');
  });
  it('keeps a current language other than English', () => {
    expect(chooseStartupLanguage('hi', 'en', available, 'en')).toBe('hi');
  });
});

describe('translationPageFor', () => {
  it.each([
    ['/', 'home'],
    ['/courses', 'courses'],
    ['/courses/', 'courses'],
    ['/courses/abc', 'course'],
    ['/courses/abc/lms', 'learn'],
    ['/learn/abc/def', 'learn'],
    ['/signin', 'signin'],
    ['/forgot-password', 'signin'],
    ['/reset-password', 'signin'],
    ['/dashboard', 'general'],
    ['/dashboard/courses/create', 'general'],
    ['/admin/anything', 'general'],
    ['/Weird Path', 'general'],
  ])('%s loads %s', (path, page) => {
    expect(translationPageFor(path)).toBe(page);
  });
});

describe('isDashboardPath', () => {
  it.each([
    ['/dashboard', true],
    ['/dashboard/reports', true],
    ['/admin/anything', true],
    ['/dashboards', false],
    ['/courses/dashboard', false],
    ['/', false],
  ])('%s → %s', (path, expected) => {
    expect(isDashboardPath(path)).toBe(expected);
  });
});
