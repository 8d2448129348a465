import { describe, expect, it } from 'vitest';
import { avatarInitial, displayName } from './display-name';

describe('displayName: the name the header shows', () => {
  it('uses a plain string', () => expect(displayName('Asha Verma')).toBe('Asha Verma'));
  it('uses english, then hinglish, then hindi', () => {
    expect(displayName({ english: 'Asha', hindi: 'आशा' })).toBe('Asha');
    expect(displayName({ hinglish: 'Asha ji', hindi: 'आशा' })).toBe('Asha ji');
    expect(displayName({ hindi: 'आशा' })).toBe('आशा');
  });
  it('prefers the Hindi variant when the UI is Hindi', () => expect(displayName({ english: 'Asha', hindi: 'आशा' }, 'hi')).toBe('आशा'));
  it.each([null, undefined, '', '   ', {}, { english: '' }])("falls back to 'User' for %j", (name) =>
    expect(displayName(name)).toBe('User'),
  );
});

describe('avatarInitial', () => {
  it('is the first letter, uppercased', () => expect(avatarInitial('asha')).toBe('A'));
  it('keeps a Devanagari letter whole', () => expect(avatarInitial('आशा')).toBe('आ'));
});
