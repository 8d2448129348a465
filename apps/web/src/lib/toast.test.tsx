import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { notify, ToasterHost } from './toast';

describe('ToasterHost', () => {
  it('mounts the toaster on the first notification and shows it', async () => {
    renderWithProviders(<ToasterHost />);
    expect(screen.queryByRole('region')).toBeNull();
    await notify.success('Saved for later');
    expect(await screen.findByText('Saved for later')).toBeInTheDocument();
  });
});
