import { courseServer, loadDownloadStrings, resetDownloadsAfterEach, storedDownload } from '../../testing/download-test-setup';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { ok } from '@/test/api-answers';
import { serveStubApi, type Route } from '@/test/http-stub-server';
import { renderWithProviders } from '@/test/render';
import { downloadDb } from '../download-db';
import { downloadManager } from '../download-manager-instance';
import { DownloadCourseButton } from './download-course-button';

const pack = (version = 'v1') => ({
  ...courseServer.package('course-1'),
  version,
  quality: '360p',
  sizes: [
    { quality: '240p', totalBytes: 8_100_000 },
    { quality: '360p', totalBytes: 12_500_000 },
    { quality: 'original', totalBytes: 96_000_000 },
  ],
});

let route: Route = () => ok(pack());
const api = await serveStubApi((request) => route(request), loadDownloadStrings);
resetDownloadsAfterEach(() => downloadManager.forgetAll());

beforeEach(async () => {
  route = () => ok(pack());
  await i18n.changeLanguage('en');
});

const renderButton = (props: { defaultQuality?: '240p' | '360p' | 'original' } = {}) =>
  renderWithProviders(
    <DownloadCourseButton courseId="course-1" title="Watershed Basics" titleTranslations={{ en: 'Watershed Basics' }} {...props} />,
  );

describe('the download button', () => {
  it('offers each quality with its size before anything is fetched, then downloads and says it is available offline', async () => {
    const { user } = renderButton();
    const choice = await screen.findByRole('group', { name: 'Video quality' });
    expect(
      within(choice)
        .getAllByRole('radio')
        .map((radio) => radio.parentElement?.textContent),
    ).toEqual(['Low (240p) · 8.1 MB', 'Medium (360p) · 12.5 MB', 'Original · 96 MB']);
    expect(within(choice).getByRole('radio', { name: 'Medium (360p) · 12.5 MB' })).toBeChecked();
    // This browser (jsdom) plays no Opus: the package it is shown and downloads names MP3.
    expect(api.received.map((request) => request.url)).toEqual([
      '/api/v1/courses/course-1/offline?quality=360p&purpose=sizes&language=en&audio=mp3',
    ]);
    expect(courseServer.requests).toEqual([]);

    await user.click(within(choice).getByRole('radio', { name: /Low \(240p\)/ }));
    await user.click(screen.getByRole('button', { name: 'Download for offline' }));
    expect(await screen.findByText('Available offline')).toBeInTheDocument();
    expect(api.received.at(-1)?.url).toBe('/api/v1/courses/course-1/offline?quality=240p&language=en&audio=mp3');
    expect((await downloadDb.courses())[0]).toMatchObject({ status: 'complete', quality: '240p' });
    expect(screen.getByRole('link', { name: 'Manage downloads' })).toHaveAttribute('href', '/downloads');
  });

  it('in a browser that plays Opus, shows the sizes of the package with Opus audio and downloads that same package', async () => {
    const canPlayType = vi
      .spyOn(HTMLMediaElement.prototype, 'canPlayType')
      .mockImplementation((type) => (type === 'audio/ogg; codecs=opus' ? 'probably' : ''));
    try {
      const { user } = renderButton();
      await user.click(await screen.findByRole('radio', { name: /Low \(240p\)/ }));
      await user.click(screen.getByRole('button', { name: 'Download for offline' }));
      expect(await screen.findByText('Available offline')).toBeInTheDocument();
      expect(api.received.map((request) => request.url)).toEqual([
        '/api/v1/courses/course-1/offline?quality=360p&purpose=sizes&language=en&audio=opus',
        '/api/v1/courses/course-1/offline?quality=240p&language=en&audio=opus',
      ]);
    } finally {
      canPlayType.mockRestore();
    }
  });

  it('starts from the quality it is given', async () => {
    renderButton({ defaultQuality: '240p' });
    expect(await screen.findByRole('radio', { name: /Low \(240p\)/ })).toBeChecked();
  });

  it('shows the progress in bytes with Resume when the network went', async () => {
    await downloadDb.saveCourse(storedDownload({ status: 'paused', problem: 'offline', doneBytes: 3_200_000, version: null }));
    renderButton();
    const progress = await screen.findByRole('progressbar', { name: 'Download progress' });
    expect(progress).toHaveAttribute('aria-valuenow', '25');
    expect(progress).toHaveAttribute('aria-valuetext', '3.2 MB of 12.5 MB');
    expect(screen.getByText('You are offline. The download is paused and continues when the network is back.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Resume' })).toBeInTheDocument();
    expect(screen.queryByText('Available offline')).toBeNull();
  });

  it('says in words that the phone is full, never shows the course as available, and deletes what was kept', async () => {
    await downloadDb.saveCourse(storedDownload({ status: 'error', problem: 'quota', doneBytes: 5_000_000, version: null }));
    const { user } = renderButton();
    expect(await screen.findByRole('alert')).toHaveTextContent('Not enough space on this phone.');
    expect(screen.queryByText('Available offline')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Delete what was saved' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this download?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('group', { name: 'Video quality' })).toBeInTheDocument();
    expect(await downloadDb.courses()).toEqual([]);
  });

  it('offers the changes when the server’s version moved', async () => {
    route = () => ok(pack('v2'));
    await downloadDb.saveCourse(storedDownload());
    renderButton();
    expect(await screen.findByText('Updated — download changes')).toBeInTheDocument();
    expect(screen.getByText('Available offline')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download changes' })).toBeInTheDocument();
  });

  it('reads naturally in Hindi', async () => {
    await i18n.changeLanguage('hi');
    await downloadDb.saveCourse(storedDownload());
    renderButton();
    expect(await screen.findByText('ऑफ़लाइन उपलब्ध')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'इस पाठ्यक्रम को बिना नेटवर्क के उपयोग करें' })).toBeInTheDocument();
  });
});
