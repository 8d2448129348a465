/**
 * An Indian mobile number as people write it: "98765 43210", "+91 98765-43210", "09876543210",
 * "919876543210". Kept as its 10 digits, which start with 6, 7, 8 or 9; null when it is not one.
 */
export function normaliseMobile(value: string): string | null {
  const digits = value.replace(/[\s\-().]/g, '');
  const local = /^(?:\+?91|0)?([6-9]\d{9})$/.exec(digits);
  return local ? local[1]! : null;
}

/** Whether what was typed into the sign-in field is a mobile number rather than an email. */
export const looksLikeMobile = (value: string) => !value.includes('@') && /^[\s\d+\-().]+$/.test(value.trim());
