import { SPEECH } from '@jal/contracts/core';

/**
 * Rate and pitch accept numbers only, within 0.5–2 in steps of 0.1. A non-number (a
 * string, NaN, null) is rejected and the caller keeps its current value; a number is clamped to
 * the range and rounded to the step.
 */
export function validateSpeechNumber(value: unknown, current: number = SPEECH.default): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) return current;
  const clamped = Math.min(SPEECH.max, Math.max(SPEECH.min, value));
  // Steps of 0.1: round to one decimal (toFixed drops binary noise such as 1.2000000000000002).
  return Number((Math.round(clamped / SPEECH.step) * SPEECH.step).toFixed(1));
}

/** The reading and paused flags accept booleans only. */
export function validateFlag(value: unknown, current: boolean): boolean {
  return typeof value === 'boolean' ? value : current;
}

/** A voice must be a real speech voice object, or null. */
export function isSpeechVoice(value: unknown): value is SpeechSynthesisVoice {
  if (typeof value !== 'object' || value === null) return false;
  if (typeof SpeechSynthesisVoice !== 'undefined' && value instanceof SpeechSynthesisVoice) return true;
  const voice = value as Partial<SpeechSynthesisVoice>;
  return typeof voice.name === 'string' && typeof voice.lang === 'string' && typeof voice.voiceURI === 'string';
}

type VoiceLike = Pick<SpeechSynthesisVoice, 'lang' | 'default' | 'name'>;

/**
 * The first English default voice, else the first voice; in addition, when the UI is Hindi,
 * a Hindi voice (lang starting with 'hi') comes first, so Hindi text is not read with English sounds.
 */
export function chooseDefaultVoice<V extends VoiceLike>(voices: readonly V[], uiLanguage: string): V | null {
  const startsWith = (voice: V, prefix: string) => voice.lang.toLowerCase().replace('_', '-').startsWith(prefix);
  if (uiLanguage === 'hi') {
    const hindi = voices.find((voice) => startsWith(voice, 'hi') && voice.default) ?? voices.find((voice) => startsWith(voice, 'hi'));
    if (hindi) return hindi;
  }
  return voices.find((voice) => startsWith(voice, 'en') && voice.default) ?? voices[0] ?? null;
}

/** Chrome stops an utterance after ~15 s, so long text is read in pieces of at most this size. */
export const CHUNK_LIMIT = 200;

/**
 * Splits text into pieces below `limit` characters, at sentence ends (., !, ?, the Devanagari
 * danda ।) where possible, else at spaces; a single word longer than the limit is cut.
 */
export function splitIntoChunks(text: string, limit: number = CHUNK_LIMIT): string[] {
  const sentences = text
    .replace(/\s+/g, ' ')
    .trim()
    .split(/(?<=[.!?।॥])\s+/u)
    .filter(Boolean);
  const chunks: string[] = [];
  let current = '';
  const push = (piece: string) => {
    if (!current) current = piece;
    else if (current.length + 1 + piece.length <= limit) current = `${current} ${piece}`;
    else {
      chunks.push(current);
      current = piece;
    }
  };
  for (const sentence of sentences) {
    if (sentence.length <= limit) {
      push(sentence);
      continue;
    }
    for (const word of sentence.split(' ')) {
      for (let start = 0; start < word.length; start += limit) push(word.slice(start, start + limit));
    }
  }
  if (current) chunks.push(current);
  return chunks;
}
