import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { serveStubApi } from '@/test/http-stub-server';
import { renderWithProviders } from '@/test/render';
import { loadAdministrationStrings } from '@/test/administration-strings';
import { OrganizationForm } from './organization-form';

const server = await serveStubApi(
  () => ({
    status: 201,
    body: { code: 201, message: 'Organization created', data: { id: 'o9', name: 'Jal Sahyog' } },
  }),
  loadAdministrationStrings,
);

describe('OrganizationForm', () => {
  it('refuses a non-Indian phone number before sending, then sends the organization', async () => {
    const onSaved = vi.fn();
    const { user } = renderWithProviders(<OrganizationForm onSaved={onSaved} />);
    await user.type(screen.getByLabelText('Name'), 'Jal Sahyog');
    await user.type(screen.getByLabelText('Phone'), '+1 415 555 0100');
    await user.click(screen.getByRole('button', { name: 'Create organization' }));
    expect(await screen.findByText('Enter an Indian phone number, e.g. 98765 43210 or 0510 245 0000.')).toBeInTheDocument();
    expect(screen.getByLabelText('Phone')).toHaveAttribute('aria-invalid', 'true');
    expect(server.received).toHaveLength(0);

    await user.clear(screen.getByLabelText('Phone'));
    await user.type(screen.getByLabelText('Phone'), '98765 43210');
    await user.selectOptions(screen.getByLabelText('State or union territory'), 'Bihar');
    await user.selectOptions(screen.getByLabelText('Type'), 'panchayat');
    await user.click(screen.getByRole('button', { name: 'Create organization' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(JSON.parse(server.received[0]?.body ?? '{}')).toMatchObject({
      name: 'Jal Sahyog',
      phone: '98765 43210',
      state: 'Bihar',
      type: 'panchayat',
    });
  });

  it('words its checks in Hindi on a Hindi page', async () => {
    await i18n.changeLanguage('hi');
    try {
      const { user } = renderWithProviders(<OrganizationForm onSaved={vi.fn()} />);
      await user.type(screen.getByLabelText('फ़ोन'), '+1 415 555 0100');
      await user.click(screen.getByRole('button', { name: 'संगठन जोड़ें' }));
      expect(await screen.findByText('भारतीय फ़ोन नंबर लिखें, जैसे 98765 43210 या 0510 245 0000।')).toBeInTheDocument();
      expect(screen.getByLabelText('नाम')).toHaveAccessibleDescription('यह फ़ील्ड आवश्यक है।');
      expect(server.received).toHaveLength(0);
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
