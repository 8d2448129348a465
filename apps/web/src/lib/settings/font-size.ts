import { CHOICE_KEYS, FONT_SIZE } from '@jal/contracts/core';
import { changeListeners } from '@/lib/change-listeners';
import { readChoice, rememberChoice } from '@/lib/storage';

/** localStorage key (and cookie name) of the chosen root font size, in px. */
export const FONT_SIZE_STORAGE_KEY = CHOICE_KEYS.fontSize;

/**
 * The stored size is clamped to 12–24; a payload that is not a finite number keeps the
 * current size. Strings from storage count as numbers only when they are plain numerals.
 */
export function clampFontSize(value: unknown, current: number = FONT_SIZE.default): number {
  const parsed = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof parsed !== 'number' || !Number.isFinite(parsed)) return current;
  return Math.min(FONT_SIZE.max, Math.max(FONT_SIZE.min, parsed));
}

export type FontSizeAction = 'increase' | 'decrease' | 'reset';

/** +2, −2, reset to 16; the result still goes through the stored-range clamp. */
export function nextFontSize(current: number, action: FontSizeAction): number {
  if (action === 'reset') return FONT_SIZE.default;
  const delta = action === 'increase' ? FONT_SIZE.step : -FONT_SIZE.step;
  return clampFontSize(current + delta, current);
}

/** The controls stop at 12 and 22 (the stored range reaches 24); reset is idle at 16. */
export function fontSizeControls(size: number) {
  return {
    canDecrease: size > FONT_SIZE.min,
    canIncrease: size < FONT_SIZE.controlMax,
    canReset: size !== FONT_SIZE.default,
  };
}

let size: number = FONT_SIZE.default;
const listeners = changeListeners(() => getFontSize());

function apply(next: number) {
  size = next;
  // The whole page is rem-based, so the root size scales everything at once. (On the server the
  // page's HTML carries the size instead.)
  if (typeof document !== 'undefined') document.documentElement.style.fontSize = next === FONT_SIZE.default ? '' : `${next}px`;
  listeners.notify();
}

/** Reads the stored size (before the first render, so the page never jumps); the server passes the cookie's. */
export function initFontSize(stored: string | null | undefined = readChoice(FONT_SIZE_STORAGE_KEY)) {
  apply(clampFontSize(stored, FONT_SIZE.default));
}

/** Sets the size (clamped; a non-number keeps the current one) and stores it. */
export function setFontSize(value: unknown) {
  const next = clampFontSize(value, size);
  rememberChoice(FONT_SIZE_STORAGE_KEY, String(next));
  apply(next);
}

export function changeFontSize(action: FontSizeAction) {
  setFontSize(nextFontSize(size, action));
}

export function getFontSize() {
  return size;
}

/** Calls `listener` after each change of the size; returns the function that stops it. */
export function subscribeFontSize(listener: () => void): () => void {
  return listeners.subscribe(listener);
}

export function useFontSize(): number {
  return listeners.useValue();
}
