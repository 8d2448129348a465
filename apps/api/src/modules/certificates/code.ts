import { randomBytes } from 'node:crypto';

// No 0/O, 1/I/L: a code read aloud over a phone or typed from paper is not misread.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** `JS-XXXX-XXXX`: 8 characters from the crypto generator (about 2^39 codes). */
export function newCertificateCode(): string {
  const chars: string[] = [];
  while (chars.length < 8) {
    for (const byte of randomBytes(16)) {
      // Rejection sampling keeps every character equally likely (31 does not divide 256).
      if (byte >= 248 || chars.length >= 8) continue;
      chars.push(ALPHABET[byte % ALPHABET.length] ?? 'A');
    }
  }
  return `JS-${chars.slice(0, 4).join('')}-${chars.slice(4).join('')}`;
}

export function normalizeCode(code: string): string {
  return code.trim().toUpperCase();
}
