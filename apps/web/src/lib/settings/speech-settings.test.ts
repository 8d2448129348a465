import { describe, expect, it } from 'vitest';
import { chooseDefaultVoice, isSpeechVoice, splitIntoChunks, validateFlag, validateSpeechNumber } from './speech-settings';

const voice = (name: string, lang: string, isDefault = false) => ({ name, lang, default: isDefault, voiceURI: name, localService: true });

describe('speech settings: rate and pitch within their limits, in steps of 0.1', () => {
  it('accepts numbers in 0.5–2, in steps of 0.1', () => {
    expect(validateSpeechNumber(1.5, 1)).toBe(1.5);
    expect(validateSpeechNumber(0.5, 1)).toBe(0.5);
    expect(validateSpeechNumber(2, 1)).toBe(2);
    expect(validateSpeechNumber(1.23, 1)).toBe(1.2);
    expect(validateSpeechNumber(0.7000000001, 1)).toBe(0.7);
    expect(validateSpeechNumber(0.1, 1)).toBe(0.5);
    expect(validateSpeechNumber(5, 1)).toBe(2);
  });

  it('rejects non-numbers and keeps the current value', () => {
    for (const value of ['1.5', Number.NaN, Infinity, null, undefined, {}, true]) {
      expect(validateSpeechNumber(value, 1.3)).toBe(1.3);
    }
    expect(validateSpeechNumber('fast')).toBe(1);
  });

  it('accepts only booleans for the reading and paused flags', () => {
    expect(validateFlag(true, false)).toBe(true);
    expect(validateFlag('true', false)).toBe(false);
    expect(validateFlag(1, true)).toBe(true);
  });

  it('accepts only voice objects', () => {
    expect(isSpeechVoice(voice('A', 'en-US'))).toBe(true);
    expect(isSpeechVoice('Alex')).toBe(false);
    expect(isSpeechVoice(null)).toBe(false);
    expect(isSpeechVoice({ name: 'x' })).toBe(false);
  });
});

describe('default voice: an English default voice first, else the first voice', () => {
  const voices = [voice('German', 'de-DE', true), voice('US', 'en-US'), voice('UK', 'en-GB', true), voice('Hindi', 'hi-IN')];

  it('is the first English default voice', () => {
    expect(chooseDefaultVoice(voices, 'en')?.name).toBe('UK');
  });
  it('else the first voice', () => {
    expect(chooseDefaultVoice([voice('German', 'de-DE'), voice('US', 'en-US')], 'en')?.name).toBe('German');
    expect(chooseDefaultVoice([], 'en')).toBeNull();
  });
  it('prefers a Hindi voice when the UI is Hindi', () => {
    expect(chooseDefaultVoice(voices, 'hi')?.name).toBe('Hindi');
    expect(chooseDefaultVoice([voice('UK', 'en-GB', true)], 'hi')?.name).toBe('UK');
    expect(chooseDefaultVoice([voice('Lekha', 'hi_IN')], 'hi')?.name).toBe('Lekha');
  });
});

describe('splitIntoChunks', () => {
  it('keeps short text whole and joins short sentences', () => {
    expect(splitIntoChunks('  One.  Two!\n Three? ')).toEqual(['One. Two! Three?']);
    expect(splitIntoChunks('')).toEqual([]);
  });
  it('breaks long text at sentence ends, including the danda, below the limit', () => {
    const sentence = 'जल संरक्षण हर गाँव का काम है।';
    const chunks = splitIntoChunks(Array(20).fill(sentence).join(' '), 100);
    expect(chunks.length).toBeGreaterThan(1);
    for (const chunk of chunks) {
      expect(chunk.length).toBeLessThanOrEqual(100);
      expect(chunk.endsWith('।')).toBe(true);
    }
  });
  it('breaks a sentence without stops at spaces, and a giant word by length', () => {
    const chunks = splitIntoChunks(`${'word '.repeat(100)}${'x'.repeat(250)}`, 50);
    for (const chunk of chunks) expect(chunk.length).toBeLessThanOrEqual(50);
    expect(chunks.join(' ').replace(/\s/g, '')).toBe(`${'word'.repeat(100)}${'x'.repeat(250)}`);
  });
});
