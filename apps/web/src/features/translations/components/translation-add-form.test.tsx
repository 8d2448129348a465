import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { serveStubApi } from '@/test/http-stub-server';
import { renderWithProviders } from '@/test/render';
import { loadAdministrationStrings } from '@/test/administration-strings';
import { TranslationAddForm } from './translation-add-form';

const server = await serveStubApi(() => ({ status: 201, body: { code: 201, message: 'Created', data: null } }), loadAdministrationStrings);

beforeEach(async () => {
  await i18n.changeLanguage('hi');
});
afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('TranslationAddForm', () => {
  it('words its checks in Hindi on a Hindi page', async () => {
    const { user } = renderWithProviders(
      <TranslationAddForm
        page="home"
        languages={[
          { code: 'en', name: 'English' },
          { code: 'hi', name: 'हिन्दी' },
        ]}
        onDone={vi.fn()}
      />,
    );
    await user.type(screen.getByLabelText('कुंजी'), 'not a key');
    await user.click(screen.getByRole('button', { name: 'कुंजी जोड़ें' }));
    expect(await screen.findByText('nav.home जैसे बिंदु से जुड़े शब्द लिखें।')).toBeInTheDocument();
    expect(screen.getByLabelText('English')).toHaveAccessibleDescription('कम से कम एक भाषा में पाठ लिखें।');
    expect(screen.getByLabelText('कुंजी')).toHaveFocus();
    expect(server.received).toHaveLength(0);
  });
});
