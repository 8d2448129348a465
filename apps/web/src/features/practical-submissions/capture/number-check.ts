import { readTypedNumber } from '@jal/contracts/core';

/** A message as a UI string key and its values, put into words where it is shown. */
export type Message = { key: string; values?: Record<string, string | number> };

export type NumberAsked = { min: number; max: number; unit: string };
export type NumberCheck = { value: number; error: null } | { value: null; error: Message };

/** Checks one number against what the practical asks: present, a number, and within its range. */
export function checkNumber(typed: string, asked: NumberAsked): NumberCheck {
  if (typed.trim() === '') return { value: null, error: { key: 'practicalSubmissions.number.required' } };
  const value = readTypedNumber(typed);
  if (value === null) return { value: null, error: { key: 'practicalSubmissions.number.notNumber' } };
  if (value < asked.min || value > asked.max) {
    return {
      value: null,
      error: { key: 'practicalSubmissions.number.outOfRange', values: { min: asked.min, max: asked.max, unit: asked.unit } },
    };
  }
  return { value, error: null };
}
