import type { LessonAudio } from '@jal/contracts';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { loadLearningStrings } from '../testing/learning-strings';
import { AUDIO_SPEED_KEY } from './lesson-audio-player';
import { LessonText } from './lesson-text';

loadLearningStrings();

const heard = (language: string, sizeBytes: number): LessonAudio => ({
  language,
  url: `/v1/courses/c1/lessons/l1/audio/${language}?v=abc123abc123abcd`,
  contentType: 'audio/mpeg',
  sizeBytes,
  durationSeconds: 95,
});
const both = { en: '## Rain\n\nRain runs to the outlet.', hi: '## वर्षा\n\nवर्षा निकास तक बहती है।' };

beforeEach(() => window.localStorage.clear());

describe('a text lesson read aloud', () => {
  it('offers the audio in the reader’s language above the text, with its size, downloading nothing by itself', () => {
    const { container } = renderWithProviders(
      <LessonText content={{ kind: 'text', body: both, audio: [heard('en', 310_000), heard('hi', 1_240_000)] }} />,
      {
        language: 'hi',
      },
    );
    expect(screen.getByRole('heading', { name: 'सुनें (2 मिनट · 1.2 MB)' })).toBeInTheDocument();
    const audio = container.querySelector('audio') as HTMLAudioElement;
    expect(audio.getAttribute('src')).toBe('/api/v1/courses/c1/lessons/l1/audio/hi?v=abc123abc123abcd');
    expect(audio.getAttribute('preload')).toBe('none');
    expect(audio).toHaveAttribute('controls');
    // The player comes before the text it reads.
    expect(audio.compareDocumentPosition(screen.getByText('वर्षा निकास तक बहती है।')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('changes the speed and remembers it for the next lesson', async () => {
    const content = { kind: 'text' as const, body: both, audio: [heard('en', 310_000)] };
    const { user, container, unmount } = renderWithProviders(<LessonText content={content} />, { language: 'en' });
    expect(screen.getByRole('heading', { name: 'Listen (2 min · 310 KB)' })).toBeInTheDocument();
    const audio = container.querySelector('audio') as HTMLAudioElement;
    expect(audio.playbackRate).toBe(1);
    expect(screen.getByRole('button', { name: '1×' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: '1.25×' }));
    expect(audio.playbackRate).toBe(1.25);
    expect(screen.getByRole('button', { name: '1.25×' })).toHaveAttribute('aria-pressed', 'true');
    expect(window.localStorage.getItem(AUDIO_SPEED_KEY)).toBe('1.25');
    unmount();
    const again = renderWithProviders(<LessonText content={content} />, { language: 'en' });
    expect((again.container.querySelector('audio') as HTMLAudioElement).playbackRate).toBe(1.25);
  });

  it('falls back to the English audio only when the text itself is shown in English', () => {
    const englishOnly = { kind: 'text' as const, body: { en: both.en }, audio: [heard('en', 310_000)] };
    const first = renderWithProviders(<LessonText content={englishOnly} />, { language: 'hi' });
    expect(first.container.querySelector('audio')?.getAttribute('src')).toContain('/audio/en?');
    first.unmount();
    // Hindi text without Hindi audio: no English audio beside it.
    const hindiText = { kind: 'text' as const, body: both, audio: [heard('en', 310_000)] };
    const second = renderWithProviders(<LessonText content={hindiText} />, { language: 'hi' });
    expect(second.container.querySelector('audio')).toBeNull();
    expect(screen.getByText('वर्षा निकास तक बहती है।')).toBeInTheDocument();
  });

  it('gives the size alone when the length is not known', () => {
    renderWithProviders(
      <LessonText content={{ kind: 'text', body: both, audio: [{ ...heard('en', 310_000), durationSeconds: null }] }} />,
      {
        language: 'en',
      },
    );
    expect(screen.getByRole('heading', { name: 'Listen (310 KB)' })).toBeInTheDocument();
  });

  it('shows no Listen control when the lesson has no audio', () => {
    const { container } = renderWithProviders(<LessonText content={{ kind: 'text', body: both, audio: [] }} />, { language: 'en' });
    expect(container.querySelector('audio')).toBeNull();
    expect(screen.queryByRole('heading', { name: /Listen/ })).toBeNull();
  });
});
