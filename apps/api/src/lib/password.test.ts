import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.js';

describe('password hashes', () => {
  it('are argon2id with 19 MiB, two passes and one lane, salted anew each time', async () => {
    const first = await hashPassword('Neer-Sanchay-2026');
    expect(first).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await hashPassword('Neer-Sanchay-2026')).not.toBe(first);
  });

  it('match the password exactly as typed: no trimming, case folding or truncation', async () => {
    const typed = ' जल संचय Neer-Sanchay-2026 '.repeat(3);
    const stored = await hashPassword(typed);
    expect(await verifyPassword(stored, typed)).toBe(true);
    for (const other of [typed.trim(), typed.toLowerCase(), typed.toUpperCase(), typed.slice(0, 72), `${typed}!`]) {
      expect(await verifyPassword(stored, other)).toBe(false);
    }
  });
});
