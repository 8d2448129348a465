import { afterEach, describe, expect, it } from 'vitest';
import { getTheme, initTheme, parseThemeChoice, resolveTheme, setTheme } from './theme';

afterEach(() => window.localStorage.clear());

describe('theme', () => {
  it('follows the system until the user chooses', () => {
    expect(resolveTheme(null, false)).toBe('light');
    expect(resolveTheme(null, true)).toBe('dark');
    expect(resolveTheme('light', true)).toBe('light');
    expect(resolveTheme('dark', false)).toBe('dark');
  });
  it('counts only light and dark as a choice', () => {
    expect(parseThemeChoice('dark')).toBe('dark');
    expect(parseThemeChoice('blue')).toBeNull();
    expect(parseThemeChoice(null)).toBeNull();
  });
  it('stores the choice and marks the document', () => {
    initTheme();
    expect(getTheme()).toBe('light');
    setTheme('dark');
    expect(window.localStorage.getItem('theme')).toBe('dark');
    expect(document.documentElement.dataset.theme).toBe('dark');
    setTheme('light');
    expect(document.documentElement.dataset.theme).toBe('light');
  });
});
