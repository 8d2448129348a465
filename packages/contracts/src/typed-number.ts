/**
 * A number as a person in India types it, read the same on the phone and on the server:
 * - digits of any Indian script (Hindi's ०-९, Bengali's ০-৯, Tamil's ௦-௯, Telugu's ౦-౯ and the
 *   others a state's keyboard gives), which Unicode places ten in a row from a zero ending in 6;
 * - grouping by the Indian system (1,00,000) or the international one (100,000);
 * - a decimal comma where the comma cannot be grouping ("12,5" is 12.5);
 * - a minus sign typed as a hyphen or as the true minus.
 */

/** The Unicode blocks of India's scripts whose digits are read: Devanagari to Malayalam. */
const INDIAN_DIGIT =
  /[\u0966-\u096f\u09e6-\u09ef\u0a66-\u0a6f\u0ae6-\u0aef\u0b66-\u0b6f\u0be6-\u0bef\u0c66-\u0c6f\u0ce6-\u0cef\u0d66-\u0d6f]/g;

/** Each script's zero sits at a code ending in 6 (U+0966, U+09E6, …): the digit is the distance from it. */
const asAsciiDigit = (digit: string) => String((digit.charCodeAt(0) & 0xf) - 6);

const INDIAN_GROUPING = /^\d{1,2}(,\d{2})*,\d{3}$/;
const INTERNATIONAL_GROUPING = /^\d{1,3}(,\d{3})+$/;
const isGrouped = (whole: string) => INDIAN_GROUPING.test(whole) || INTERNATIONAL_GROUPING.test(whole);

/** The number typed, or null when it is not one (an empty box, a word, two decimal points). */
export function readTypedNumber(typed: string): number | null {
  let plain = typed
    .trim()
    .replace(/[\s\u00a0\u202f]/g, '')
    .replace(INDIAN_DIGIT, asAsciiDigit)
    .replace(/^[\u2212\u2013]/, '-');
  const sign = plain.startsWith('-') ? '-' : '';
  plain = plain.replace(/^[-+]/, '');
  const [whole = '', fraction, ...rest] = plain.split('.');
  if (rest.length > 0) return null;
  let digits: string;
  if (!whole.includes(',')) digits = plain;
  else if (isGrouped(whole)) digits = whole.replace(/,/g, '') + (fraction === undefined ? '' : `.${fraction}`);
  else if (fraction === undefined && /^\d+,\d+$/.test(whole)) digits = whole.replace(',', '.');
  else return null;
  if (!/^(\d+\.?\d*|\.\d+)$/.test(digits)) return null;
  const value = Number(sign + digits);
  return Number.isFinite(value) ? value : null;
}
