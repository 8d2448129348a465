/** A message as a UI string key and its values, put into words where it is shown. */
export type Message = { key: string; values?: Record<string, string | number> };

export type NumberAsked = { min: number; max: number; unit: string };
export type NumberCheck = { value: number; error: null } | { value: null; error: Message };

const DEVANAGARI_ZERO = 0x0966;

/**
 * Reads what the learner typed as a number: Devanagari digits (a Hindi keyboard's) count as
 * digits, and a decimal comma as a point, so "१२,५" is 12.5.
 */
export function readNumber(typed: string): number | null {
  const plain = typed
    .trim()
    .replace(/[०-९]/g, (digit) => String(digit.charCodeAt(0) - DEVANAGARI_ZERO))
    .replace(',', '.');
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(plain)) return null;
  const value = Number(plain);
  return Number.isFinite(value) ? value : null;
}

/** Checks one number against what the practical asks: present, a number, and within its range. */
export function checkNumber(typed: string, asked: NumberAsked): NumberCheck {
  if (typed.trim() === '') return { value: null, error: { key: 'practicalSubmissions.number.required' } };
  const value = readNumber(typed);
  if (value === null) return { value: null, error: { key: 'practicalSubmissions.number.notNumber' } };
  if (value < asked.min || value > asked.max) {
    return {
      value: null,
      error: { key: 'practicalSubmissions.number.outOfRange', values: { min: asked.min, max: asked.max, unit: asked.unit } },
    };
  }
  return { value, error: null };
}
