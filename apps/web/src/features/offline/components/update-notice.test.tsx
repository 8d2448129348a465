import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { offlineStrings } from '@jal/ui-strings/offline';
import { loadSeedStrings } from '@/test/seed-strings';
import { renderWithProviders } from '@/test/render';
import { UpdateNotice } from './update-notice';

beforeAll(() => loadSeedStrings(offlineStrings));

describe('UpdateNotice', () => {
  it('says politely that a new version is ready, without taking the page over', () => {
    renderWithProviders(<UpdateNotice onReload={() => {}} />, { language: 'en' });
    expect(screen.getByRole('status')).toHaveTextContent('A new version is ready');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeEnabled();
  });

  it('reloads only when Reload is pressed, once', async () => {
    const onReload = vi.fn();
    const { user } = renderWithProviders(<UpdateNotice onReload={onReload} />, { language: 'en' });
    expect(onReload).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(onReload).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Reload' })).toBeDisabled();
  });

  it('can be put away without reloading', async () => {
    const onReload = vi.fn();
    const { user } = renderWithProviders(<UpdateNotice onReload={onReload} />, { language: 'en' });
    await user.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByText('A new version is ready')).toBeNull();
    expect(onReload).not.toHaveBeenCalled();
  });

  it('speaks Hindi to a Hindi reader', () => {
    renderWithProviders(<UpdateNotice onReload={() => {}} />, { language: 'hi' });
    expect(screen.getByRole('status')).toHaveTextContent('नया संस्करण तैयार है');
    expect(screen.getByRole('button', { name: 'फिर से लोड करें' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'अभी नहीं' })).toBeInTheDocument();
  });
});
