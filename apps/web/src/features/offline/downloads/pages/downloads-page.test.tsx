import { loadDownloadStrings, resetDownloadsAfterEach, storedDownload } from '../../testing/download-test-setup';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { loadSeedStrings } from '@/test/seed-strings';
import { renderWithProviders } from '@/test/render';
import { downloadDb } from '../download-db';
import { downloadManager } from '../download-manager-instance';
import { DownloadsPage } from './downloads-page';

loadDownloadStrings();
loadSeedStrings({ 'site.name': { en: 'Jal Shiksha', hi: 'जल शिक्षा' } });
resetDownloadsAfterEach(() => downloadManager.forgetAll());

beforeEach(async () => {
  await i18n.changeLanguage('en');
  Object.defineProperty(navigator, 'storage', {
    configurable: true,
    value: { estimate: () => Promise.resolve({ usage: 14_000_000, quota: 1_200_000_000 }) },
  });
});

const renderPage = () => renderWithProviders(<DownloadsPage />, { route: '/downloads' });

describe('the downloads page', () => {
  it('says it is loading, then that nothing is downloaded yet, with a way to the courses', async () => {
    renderPage();
    expect(screen.getByText('Loading your downloads...')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'No courses downloaded yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to courses' })).toHaveAttribute('href', '/courses');
    expect(await screen.findByText('Using 14 MB of 1.2 GB available')).toBeInTheDocument();
  });

  it('lists each course with its quality, size and status, and a link to open it', async () => {
    await downloadDb.saveCourse(storedDownload());
    await downloadDb.saveCourse(
      storedDownload({
        courseId: 'course-2',
        title: 'Rainwater Harvesting',
        titleTranslations: { en: 'Rainwater Harvesting' },
        status: 'paused',
        problem: 'paused',
        quality: '240p',
        doneBytes: 3_200_000,
      }),
    );
    renderPage();
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Rainwater Harvesting',
      'Watershed Basics',
    ]);
    const [paused, complete] = items as [HTMLElement, HTMLElement];
    expect(complete).toHaveTextContent('Video quality: Medium (360p)');
    expect(complete).toHaveTextContent('Size: 12.5 MB');
    expect(complete).toHaveTextContent('Available offline');
    expect(within(complete).getByRole('link', { name: 'Open Watershed Basics' })).toHaveAttribute('href', '/courses/course-1/lms');
    expect(paused).toHaveTextContent('Paused');
    expect(within(paused).getByRole('progressbar')).toHaveAttribute('aria-valuetext', '3.2 MB of 12.5 MB');
  });

  it('deletes a course only after the confirmation, then moves focus to the heading and says so', async () => {
    await downloadDb.saveCourse(storedDownload());
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Delete Watershed Basics' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this download?' });
    expect(dialog).toHaveTextContent('“Watershed Basics” will be removed from this phone.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await downloadDb.courses()).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Delete Watershed Basics' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('“Watershed Basics” was deleted from this phone.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Downloads' })).toHaveFocus());
    expect(screen.getByRole('heading', { level: 2, name: 'No courses downloaded yet' })).toBeInTheDocument();
    expect(await downloadDb.courses()).toEqual([]);
  });
});
