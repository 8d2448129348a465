import { AUDIO_FORMATS, type AudioFormat } from '@jal/contracts/core';

/** What is asked of a browser: an `<audio>` element's own answer to "can you play this type?". */
export type AudioPlayer = Pick<HTMLMediaElement, 'canPlayType'>;

/**
 * Whether the browser plays a type. Any answer but '' counts ("maybe", "probably"): the same test
 * an `<audio>` element applies to each of its `<source type>` elements, so what is downloaded for
 * offline use is what the element will ask for.
 */
export const canPlay = (player: AudioPlayer, type: string) => player.canPlayType(type) !== '';

/**
 * The one audio format this browser downloads and plays: Opus when it can play it (a third of
 * MP3's bytes), else MP3, which every browser plays. Asked of a detached `<audio>` element (a
 * matter of microseconds); where there is none (the server), MP3.
 */
export function playableAudioFormat(player?: AudioPlayer): AudioFormat {
  if (player) return canPlay(player, AUDIO_FORMATS.opus) ? 'opus' : 'mp3';
  if (typeof document === 'undefined') return 'mp3';
  return playableAudioFormat(document.createElement('audio'));
}

/**
 * The file of a reading the browser will play, as its `<audio>` element picks among `<source>`
 * elements in this order: the first whose type it can play; else the last, the MP3.
 */
export function playedSource<T extends { contentType: string }>(sources: readonly T[], format: AudioFormat): T | undefined {
  return sources.find((source) => source.contentType === AUDIO_FORMATS[format]) ?? sources.at(-1);
}
