import type { LessonAudio } from '@jal/contracts';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { loadLearningStrings } from '../testing/learning-strings';
import { AUDIO_SPEED_KEY } from './lesson-audio-player';
import { LessonText } from './lesson-text';

loadLearningStrings();

const OPUS = 'audio/ogg; codecs=opus';
const mp3 = (language: string, sizeBytes: number) => ({
  url: `/v1/courses/c1/lessons/l1/audio/${language}?v=abc123abc123abcd`,
  contentType: 'audio/mpeg',
  sizeBytes,
});
/** A reading kept as Opus (a third of the bytes) and as MP3. */
const heard = (language: string, sizeBytes: number): LessonAudio => ({
  language,
  ...mp3(language, sizeBytes),
  durationSeconds: 95,
  sources: [
    { ...mp3(language, Math.round(sizeBytes / 3)), url: `${mp3(language, 0).url}&format=opus`, contentType: OPUS },
    mp3(language, sizeBytes),
  ],
});
const both = { en: '## Rain\n\nRain runs to the outlet.', hi: '## वर्षा\n\nवर्षा निकास तक बहती है।' };

// The test browser plays no sound: what counts is that opening the player asks it to play.
const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
// The test browser plays no format at all (canPlayType answers ''): as an old browser without Opus.
const canPlayType = vi.spyOn(HTMLMediaElement.prototype, 'canPlayType');

beforeEach(() => {
  window.localStorage.clear();
  play.mockClear();
  canPlayType.mockReturnValue('');
});

describe('a text lesson read aloud', () => {
  it('offers the audio in the reader’s language above the text, with its size, downloading nothing by itself', async () => {
    const { user, container } = renderWithProviders(
      <LessonText content={{ kind: 'text', body: both, audio: [heard('en', 310_000), heard('hi', 1_240_000)] }} />,
      {
        language: 'hi',
      },
    );
    const listen = screen.getByRole('button', { name: 'सुनें (2 मिनट · 1.2 MB)' });
    expect(listen).toHaveAttribute('aria-expanded', 'false');
    // Folded, there is nothing to fetch at all; opened, the player still waits for play.
    expect(container.querySelector('audio')).toBeNull();
    await user.click(listen);
    expect(listen).toHaveAttribute('aria-expanded', 'true');
    expect(play).toHaveBeenCalledTimes(1);
    const audio = container.querySelector('audio') as HTMLAudioElement;
    // Both files, smallest first: the browser plays the first it can, and this one plays MP3 only.
    expect([...audio.querySelectorAll('source')].map((source) => [source.getAttribute('src'), source.type])).toEqual([
      ['/api/v1/courses/c1/lessons/l1/audio/hi?v=abc123abc123abcd&format=opus', OPUS],
      ['/api/v1/courses/c1/lessons/l1/audio/hi?v=abc123abc123abcd', 'audio/mpeg'],
    ]);
    expect(audio.getAttribute('preload')).toBe('none');
    expect(audio).toHaveAttribute('controls');
    // The player comes before the text it reads.
    expect(audio.compareDocumentPosition(screen.getByText('वर्षा निकास तक बहती है।')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('tells the size of the Opus file to a browser that plays Opus, and of the MP3 when a reading has no Opus copy yet', () => {
    canPlayType.mockImplementation((type) => (type === OPUS ? 'probably' : ''));
    const first = renderWithProviders(<LessonText content={{ kind: 'text', body: both, audio: [heard('en', 1_240_000)] }} />, {
      language: 'en',
    });
    expect(screen.getByRole('button', { name: 'Listen (2 min · 413 KB)' })).toBeInTheDocument();
    first.unmount();
    const mp3Only = { ...heard('en', 1_240_000), sources: [mp3('en', 1_240_000)] };
    renderWithProviders(<LessonText content={{ kind: 'text', body: both, audio: [mp3Only] }} />, { language: 'en' });
    expect(screen.getByRole('button', { name: 'Listen (2 min · 1.2 MB)' })).toBeInTheDocument();
  });

  it('changes the speed and remembers it for the next lesson', async () => {
    const content = { kind: 'text' as const, body: both, audio: [heard('en', 310_000)] };
    const { user, container, unmount } = renderWithProviders(<LessonText content={content} />, { language: 'en' });
    await user.click(screen.getByRole('button', { name: 'Listen (2 min · 310 KB)' }));
    const audio = container.querySelector('audio') as HTMLAudioElement;
    expect(audio.playbackRate).toBe(1);
    expect(screen.getByRole('button', { name: '1×' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: '1.25×' }));
    expect(audio.playbackRate).toBe(1.25);
    expect(screen.getByRole('button', { name: '1.25×' })).toHaveAttribute('aria-pressed', 'true');
    expect(window.localStorage.getItem(AUDIO_SPEED_KEY)).toBe('1.25');
    unmount();
    const again = renderWithProviders(<LessonText content={content} />, { language: 'en' });
    await again.user.click(screen.getByRole('button', { name: 'Listen (2 min · 310 KB)' }));
    expect((again.container.querySelector('audio') as HTMLAudioElement).playbackRate).toBe(1.25);
  });

  it('falls back to the English audio only when the text itself is shown in English', async () => {
    const englishOnly = { kind: 'text' as const, body: { en: both.en }, audio: [heard('en', 310_000)] };
    const first = renderWithProviders(<LessonText content={englishOnly} />, { language: 'hi' });
    await first.user.click(screen.getByRole('button', { name: /^सुनें/ }));
    expect(first.container.querySelector('audio source')?.getAttribute('src')).toContain('/audio/en?');
    first.unmount();
    // Hindi text without Hindi audio: no English audio beside it.
    const hindiText = { kind: 'text' as const, body: both, audio: [heard('en', 310_000)] };
    renderWithProviders(<LessonText content={hindiText} />, { language: 'hi' });
    expect(screen.queryByRole('button', { name: /सुनें|Listen/ })).toBeNull();
    expect(screen.getByText('वर्षा निकास तक बहती है।')).toBeInTheDocument();
  });

  it('gives the size alone when the length is not known', () => {
    renderWithProviders(
      <LessonText content={{ kind: 'text', body: both, audio: [{ ...heard('en', 310_000), durationSeconds: null }] }} />,
      {
        language: 'en',
      },
    );
    expect(screen.getByRole('button', { name: 'Listen (310 KB)' })).toBeInTheDocument();
  });

  it('shows no Listen control when the lesson has no audio', () => {
    const { container } = renderWithProviders(<LessonText content={{ kind: 'text', body: both, audio: [] }} />, { language: 'en' });
    expect(container.querySelector('audio')).toBeNull();
    expect(screen.queryByRole('button', { name: /Listen/ })).toBeNull();
  });
});
