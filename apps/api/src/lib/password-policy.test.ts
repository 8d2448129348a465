import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { assetsDir } from './assets-dir.js';
import { checkPassword } from './password-policy.js';

describe('the list of common passwords', () => {
  const text = readFileSync(`${assetsDir()}/common-passwords.txt`, 'utf8');
  const passwords = text.split('\n').slice(0, -1);

  it('holds 10,000 different lowercase passwords, one per line, most common first', () => {
    expect(text.endsWith('\n')).toBe(true);
    expect(passwords).toHaveLength(10_000);
    expect(new Set(passwords).size).toBe(10_000);
    expect(passwords.slice(0, 4)).toEqual(['password', '123456', '12345678', '1234']);
    expect(passwords.filter((password) => password !== password.toLowerCase() || password.trim() !== password || password === '')).toEqual(
      [],
    );
  });

  // The passwords checkPassword's tests refuse as common, so those tests rest on the list.
  it.each(['password1', 'iloveyou1', 'qwerty123', '12345678'])('includes %s', (password) => expect(passwords).toContain(password));
});

describe('checkPassword', () => {
  it.each(['Password1', 'PASSWORD1', 'iloveyou1', 'qwerty123', '12345678'])('refuses the common password %s', (password) =>
    expect(checkPassword(password)).toBe('common'),
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
