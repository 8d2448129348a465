import 'fake-indexeddb/auto';
import { generalStrings } from '@jal/ui-strings/general';
import { offlineSyncStrings } from '@jal/ui-strings/offline-learning';
import { act, screen } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { renderWithProviders } from '@/test/render';
import { loadSeedStrings } from '@/test/seed-strings';
import { addEvent, clearQueue } from '../queue/event-queue';
import { PendingBadge } from './pending-badge';

const complete = (n: number) => ({ type: 'complete' as const, courseId: 'c', lessonId: `l${n}` });

beforeAll(() => loadSeedStrings(generalStrings, offlineSyncStrings));
beforeEach(async () => {
  // Offline, so the badge only counts and sends nothing.
  Object.defineProperty(navigator, 'onLine', { value: false, configurable: true });
  await clearQueue();
  await i18n.changeLanguage('en');
});

describe('the count of changes waiting to be sent', () => {
  it('is hidden at 0 and follows the queue as events are added and sent', async () => {
    renderWithProviders(<PendingBadge />);
    expect(screen.queryByText(/waiting/)).toBeNull();
    await act(() => addEvent(complete(1)));
    expect(await screen.findByText('1 change waiting to be sent')).toBeInTheDocument();
    expect(screen.getByText('1 waiting')).toHaveAttribute('aria-hidden', 'true');
    await act(async () => {
      await addEvent(complete(2));
      await addEvent(complete(3));
    });
    expect(await screen.findByText('3 changes waiting to be sent')).toBeInTheDocument();
    await act(() => clearQueue());
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByText(/waiting/)).toBeNull();
  });

  it('in Hindi', async () => {
    await i18n.changeLanguage('hi');
    await addEvent(complete(1));
    await addEvent(complete(2));
    renderWithProviders(<PendingBadge />);
    expect(await screen.findByText('2 बदलाव भेजे जाने बाकी हैं')).toBeInTheDocument();
    expect(screen.getByText('2 प्रतीक्षा में')).toBeInTheDocument();
  });
});
