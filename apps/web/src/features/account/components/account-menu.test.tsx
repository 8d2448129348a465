import { accountMenuStrings } from '@jal/ui-strings/account';
import { downloadsMenuStrings } from '@jal/ui-strings/downloads-menu';
import { generalStrings } from '@jal/ui-strings/general';
import { screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { loadSeedStrings } from '@/test/seed-strings';
import { renderWithProviders } from '@/test/render';
import { AccountMenu } from './account-menu';

const signOut = vi.fn(() => Promise.resolve());
vi.mock('@/lib/auth/auth-context', () => ({ useAuth: () => ({ signOut }) }));

beforeAll(() => loadSeedStrings(generalStrings, downloadsMenuStrings, accountMenuStrings));

describe('AccountMenu', () => {
  it('opens with Enter, moves with the arrow keys, closes with Escape and gives focus back to the name', async () => {
    const { user } = renderWithProviders(<AccountMenu name="Asha Verma" />);
    const button = screen.getByRole('button', { name: 'Welcome, Asha Verma' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'Profile' })).toBeNull();

    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const links = screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['My learning', '/my-learning'],
      ['Downloads', '/downloads'],
      ['Profile', '/profile'],
    ]);
    expect(screen.getByRole('button', { name: 'Logout' })).toBeVisible();

    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'My learning' })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('button', { name: 'Logout' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();

    await user.keyboard(' ');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(signOut).toHaveBeenCalledOnce();
  });
});
