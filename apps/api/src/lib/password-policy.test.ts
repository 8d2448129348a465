import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { assetsDir } from './assets-dir.js';
import { checkPassword, refusedPasswordList } from './password-policy.js';

describe('the refused list', () => {
  const text = gunzipSync(readFileSync(`${assetsDir()}/breached-passwords.txt.gz`)).toString('utf8');
  const passwords = text.split('\n').slice(0, -1);

  it('holds over 100,000 different lowercase passwords of 8 or more characters, most common first', () => {
    expect(text.endsWith('\n')).toBe(true);
    expect(passwords.length).toBeGreaterThan(100_000);
    expect(new Set(passwords).size).toBe(passwords.length);
    expect(passwords.slice(0, 3)).toEqual(['password', '12345678', '123456789']);
    expect(
      passwords.filter((password) => password !== password.toLowerCase() || password.trim() !== password || password.length < 8),
    ).toEqual([]);
    expect(refusedPasswordList().size).toBe(passwords.length);
  });

  it('answers a look-up in constant time once loaded', () => {
    refusedPasswordList();
    const started = performance.now();
    for (let i = 0; i < 10_000; i += 1) checkPassword(`kQ7#mz2p${i}`);
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('checkPassword', () => {
  it.each(['Password1', 'PASSWORD1', 'iloveyou1', 'qwerty123', '12345678'])('refuses the common password %s', (password) =>
    expect(checkPassword(password)).toBe('common'),
  );

  it.each(['password123', 'Password@123', 'P@ssw0rd', 'Welcome@123', 'Demo@1234'])('refuses the breached password %s', (password) =>
    expect(checkPassword(password)).toBe('common'),
  );

  it.each(['India@123', 'Bharat@123', 'Rahul@123', 'Priya1234', 'Sunita@1234', 'Krishna@123', 'Mumbai@2024', 'Ganesh123'])(
    'refuses the Indian pattern %s',
    (password) => expect(checkPassword(password)).toBe('common'),
  );

  it.each(['', ' ', '          ', '\t\n        '])('refuses the blank %j', (password) => expect(checkPassword(password)).toBe('blank'));

  it('refuses 7 characters and accepts 8', () => {
    expect(checkPassword('kQ7#mz2')).toBe('too-short');
    expect(checkPassword('kQ7#mz2p')).toBeNull();
  });

  it('accepts 128 characters and refuses 129', () => {
    expect(checkPassword('a1'.repeat(64))).toBeNull();
    expect(checkPassword(`${'a1'.repeat(64)}b`)).toBe('too-long');
  });

  it.each(['correct horse battery staple', 'जल संरक्षण 2024', 'tR4!vq9#Lm'])('accepts the strong password %j', (password) =>
    expect(checkPassword(password)).toBeNull(),
  );

  it.each(['JalShiksha@2026', 'watershed123', '!!Superadmin99'])(
    'refuses the word of this platform %j, whatever surrounds it',
    (password) => expect(checkPassword(password)).toBe('common'),
  );

  it('accepts a context word inside a longer passphrase', () => expect(checkPassword('my watershed in Jharkhand')).toBeNull());
});
