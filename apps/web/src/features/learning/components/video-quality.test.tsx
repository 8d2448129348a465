import type { PlayerLessonContent, VideoVariant } from '@jal/contracts';
import { generalStrings } from '@jal/ui-strings/general';
import { learnStrings } from '@jal/ui-strings/learn';
import { lowDataPlayerStrings } from '@jal/ui-strings/low-data';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initLowDataMode } from '@/lib/settings/low-data';
import { i18n } from '@/lib/i18n';
import { renderWithProviders } from '@/test/render';
import { loadSeedStrings } from '@/test/seed-strings';
import { buildPlayerLesson, COURSE_ID, lessonId } from '../testing/learning-fixtures';
import { LessonVideo } from './lesson-video';
import { defaultQuality, startingQuality } from './video-quality';

type VideoContent = Extract<PlayerLessonContent, { kind: 'video' }>;

const v240: VideoVariant = { quality: '240p', url: '/v1/media/video-1?quality=240p', sizeBytes: 1_200_000 };
const v360: VideoVariant = { quality: '360p', url: '/v1/media/video-1?quality=360p', sizeBytes: 2_500_000 };
const original: VideoVariant = { quality: 'original', url: '/v1/media/video-1', sizeBytes: 8_100_000 };
const all = [v240, v360, original];

beforeAll(() => loadSeedStrings(generalStrings, learnStrings, lowDataPlayerStrings));
afterEach(async () => {
  // Unmounted first: a player still on screen would load a new copy when the mode is reset below.
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  window.localStorage.clear();
  initLowDataMode();
  await i18n.changeLanguage('en');
});

describe('the quality a video starts in', () => {
  it('is the smallest in low-data mode and on a 2G link', () => {
    expect(defaultQuality(all, { lowData: true, connectionType: '4g' })).toBe('240p');
    expect(defaultQuality(all, { lowData: false, connectionType: '2g' })).toBe('240p');
    expect(defaultQuality(all, { lowData: false, connectionType: 'slow-2g' })).toBe('240p');
    expect(defaultQuality([v360, original], { lowData: true })).toBe('360p');
  });

  it('is 360p on 3G and 4G, and without a report of the link', () => {
    for (const connectionType of ['3g', '4g', undefined]) expect(defaultQuality(all, { lowData: false, connectionType })).toBe('360p');
  });

  it('without a 360p copy: the smallest on 3G, else the original', () => {
    expect(defaultQuality([v240, original], { lowData: false, connectionType: '3g' })).toBe('240p');
    expect(defaultQuality([v240, original], { lowData: false, connectionType: '4g' })).toBe('original');
    expect(defaultQuality([v240, original], { lowData: false })).toBe('original');
  });

  it("is the learner's last pick when the lesson has that copy", () => {
    expect(startingQuality(all, { lowData: true }, 'original')).toBe('original');
    expect(startingQuality([v240, original], { lowData: false }, '360p')).toBe('original');
    expect(startingQuality(all, { lowData: false }, '1080p')).toBe('360p');
  });
});

function videoContent(variants?: VideoVariant[]): VideoContent {
  const content = buildPlayerLesson(2).content as VideoContent;
  // The lesson's one file in every language: these tests are about its copies.
  return { ...content, media: { ...content.media!, variants }, mediaByLanguage: [] };
}

function renderVideo(content: VideoContent, language: 'en' | 'hi' = 'en') {
  return renderWithProviders(
    <LessonVideo courseId={COURSE_ID} lessonId={lessonId(2)} content={content} title="Drawing the boundary" onWatched={() => {}} />,
    { language },
  );
}

const playing = () => document.querySelector('video source')?.getAttribute('src');

describe('the quality menu', () => {
  it('lists each copy with its size, smallest first, and plays the default one', () => {
    renderVideo(videoContent(all));
    const menu = screen.getByRole('combobox', { name: 'Quality' });
    expect(
      within(menu)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['240p · 1.2 MB', '360p · 2.5 MB', 'Original · 8.1 MB']);
    expect(menu).toHaveValue('360p');
    expect(menu).toHaveAccessibleDescription('A smaller size uses less data.');
    expect(playing()).toBe('/api/v1/media/video-1?quality=360p');
    expect(document.querySelector('video')).not.toHaveAttribute('autoplay');
  });

  it('starts at the smallest in low-data mode, and never plays on its own', () => {
    window.localStorage.setItem('lowData', 'on');
    initLowDataMode();
    renderVideo(videoContent(all));
    expect(screen.getByRole('combobox', { name: 'Quality' })).toHaveValue('240p');
    expect(playing()).toBe('/api/v1/media/video-1?quality=240p');
    expect(document.querySelector('video')).not.toHaveAttribute('autoplay');
  });

  it('follows the link the browser reports', () => {
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { connection: { effectiveType: '2g' } }));
    renderVideo(videoContent(all));
    expect(screen.getByRole('combobox', { name: 'Quality' })).toHaveValue('240p');
  });

  it('switches at the same time and keeps playing, and remembers the pick for the next video', () => {
    const load = vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const { unmount } = renderVideo(videoContent(all));
    const video = document.querySelector('video')!;
    Object.defineProperty(video, 'readyState', { configurable: true, value: 4 });
    Object.defineProperty(video, 'duration', { configurable: true, value: 100 });
    Object.defineProperty(video, 'paused', { configurable: true, value: false });
    video.currentTime = 57;

    fireEvent.change(screen.getByRole('combobox', { name: 'Quality' }), { target: { value: 'original' } });
    expect(playing()).toBe('/api/v1/media/video-1');
    expect(load).toHaveBeenCalledTimes(1);
    act(() => {
      fireEvent(video, new Event('loadedmetadata'));
    });
    // The lesson's saved place (30 s) does not win over where the learner was.
    expect(video.currentTime).toBe(57);
    expect(play).toHaveBeenCalledTimes(1);
    expect(window.localStorage.getItem('videoQuality')).toBe('original');
    Object.defineProperty(video, 'paused', { configurable: true, value: true });
    unmount();

    renderVideo(videoContent(all));
    expect(screen.getByRole('combobox', { name: 'Quality' })).toHaveValue('original');
  });

  it('keeps a pick made in low-data mode apart from the pick for the normal mode', () => {
    window.localStorage.setItem('videoQuality', 'original');
    window.localStorage.setItem('lowData', 'on');
    initLowDataMode();
    renderVideo(videoContent(all));
    expect(screen.getByRole('combobox', { name: 'Quality' })).toHaveValue('240p');
  });

  it('is in Hindi on a Hindi page', async () => {
    renderVideo(videoContent(all), 'hi');
    const menu = await screen.findByRole('combobox', { name: 'गुणवत्ता' });
    expect(within(menu).getByRole('option', { name: 'मूल · 8.1 MB' })).toBeInTheDocument();
  });

  it.each([
    ['no copies', undefined],
    ['one copy', [original]],
  ])('is left out for %s, and the lesson file plays', (_, variants) => {
    renderVideo(videoContent(variants));
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(playing()).toBe('/api/v1/media/video-1');
    expect(document.querySelector('video source')).toHaveAttribute('type', 'video/mp4');
  });
});
