import { describe, expect, it } from 'vitest';
import { canPlay, playableAudioFormat, playedSource } from './audio-format';

/** A browser that answers for the types it knows, as `canPlayType` does. */
const browser = (answers: Record<string, '' | 'maybe' | 'probably'>) => ({ canPlayType: (type: string) => answers[type] ?? '' });

const OPUS = 'audio/ogg; codecs=opus';
const MP3 = 'audio/mpeg';
const sources = [
  { url: '/v1/x/audio/hi?v=1&format=opus', contentType: OPUS, sizeBytes: 137_000 },
  { url: '/v1/x/audio/hi?v=1', contentType: MP3, sizeBytes: 392_000 },
];

describe('the audio format a browser downloads and plays', () => {
  it('is Opus when the browser says it can play Opus in Ogg, "probably" or "maybe"', () => {
    expect(playableAudioFormat(browser({ [OPUS]: 'probably', [MP3]: 'probably' }))).toBe('opus');
    expect(playableAudioFormat(browser({ [OPUS]: 'maybe', [MP3]: 'maybe' }))).toBe('opus');
  });

  it('is MP3 when the browser cannot play Opus (an old Safari), whatever it says of MP3', () => {
    expect(playableAudioFormat(browser({ [MP3]: 'maybe' }))).toBe('mp3');
    expect(playableAudioFormat(browser({ 'audio/ogg': 'maybe', [MP3]: 'probably' }))).toBe('mp3');
    expect(playableAudioFormat(browser({}))).toBe('mp3');
  });

  it('asks with the very type the player names its Opus source by', () => {
    const asked: string[] = [];
    playableAudioFormat({ canPlayType: (type: string) => (asked.push(type), '') });
    expect(asked).toEqual([OPUS]);
    expect(canPlay(browser({ [OPUS]: 'maybe' }), OPUS)).toBe(true);
  });

  it('plays the file of that format, and the MP3 when a reading has no Opus copy yet', () => {
    expect(playedSource(sources, 'opus')).toBe(sources[0]);
    expect(playedSource(sources, 'mp3')).toBe(sources[1]);
    expect(playedSource([sources[1]!], 'opus')).toBe(sources[1]);
    expect(playedSource([], 'opus')).toBeUndefined();
  });
});
