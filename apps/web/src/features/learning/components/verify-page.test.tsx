import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { catchConsoleErrors } from '@/test/console';
import { serveStubApi, type Route } from '@/test/http-stub-server';
import { loadLearningStrings } from '../testing/learning-strings';
import { byPath, failure, ok, renderLearning } from '../testing/render-learning';

let route: Route;
await serveStubApi((request) => route(request), loadLearningStrings);
const verification = {
  code: 'JS-7K2M-9QXA',
  status: 'valid',
  learnerName: 'Asha Verma',
  courseTitle: 'Watershed Basics',
  courseTitleTranslations: { en: 'Watershed Basics', hi: 'जलग्रहण क्षेत्र की मूल बातें' },
  issuedAt: '2026-11-20T10:00:00.000Z',
  revokedAt: null,
  practicals: [],
};

beforeEach(async () => {
  await i18n.changeLanguage('en');
});

describe('the verification page', () => {
  it('shows a valid certificate: learner, course and date', async () => {
    route = byPath({ 'GET /v1/certificates/JS-7K2M-9QXA': ok(verification) });
    renderLearning('/verify/JS-7K2M-9QXA');
    expect(await screen.findByRole('heading', { level: 1, name: 'Valid certificate' })).toBeInTheDocument();
    expect(screen.getByText('Asha Verma')).toBeInTheDocument();
    expect(screen.getByText('Watershed Basics')).toBeInTheDocument();
    expect(screen.getByText('20 November 2026')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toContain('Valid certificate'));
  });

  it("lists the field practicals passed in the course, in the reader's language", async () => {
    const practicals = [
      {
        title: "Measure an open well's water level",
        titleTranslations: { en: "Measure an open well's water level", hi: 'खुले कुएँ का जल स्तर मापें' },
        acceptedAt: '2026-11-18T10:00:00.000Z',
      },
    ];
    route = byPath({ 'GET /v1/certificates/JS-7K2M-9QXA': ok({ ...verification, practicals }) });
    renderLearning('/verify/JS-7K2M-9QXA');
    expect(await screen.findByText('Field practicals passed')).toBeInTheDocument();
    const item = screen.getByRole('listitem');
    expect(item).toHaveTextContent("Measure an open well's water level (accepted on 18 November 2026)");

    await i18n.changeLanguage('hi');
    expect(await screen.findByText('उत्तीर्ण फ़ील्ड अभ्यास')).toBeInTheDocument();
    expect(screen.getByRole('listitem')).toHaveTextContent('खुले कुएँ का जल स्तर मापें (18 नवंबर 2026 को स्वीकृत)');
  });

  it('shows no practicals row for a course without any', async () => {
    route = byPath({ 'GET /v1/certificates/JS-7K2M-9QXA': ok(verification) });
    renderLearning('/verify/JS-7K2M-9QXA');
    expect(await screen.findByRole('heading', { level: 1, name: 'Valid certificate' })).toBeInTheDocument();
    expect(screen.queryByText('Field practicals passed')).not.toBeInTheDocument();
  });

  it('says plainly when a certificate was revoked, in Hindi too', async () => {
    await i18n.changeLanguage('hi');
    route = byPath({
      'GET /v1/certificates/JS-7K2M-9QXA': ok({ ...verification, status: 'revoked', revokedAt: '2026-11-21T10:00:00.000Z' }),
    });
    renderLearning('/verify/JS-7K2M-9QXA');
    expect(await screen.findByRole('heading', { level: 1, name: 'प्रमाणपत्र रद्द किया गया' })).toBeInTheDocument();
    expect(screen.getByText('जलग्रहण क्षेत्र की मूल बातें')).toBeInTheDocument();
    expect(screen.getByText('रद्द करने की तिथि')).toBeInTheDocument();
  });

  it('says when no certificate has the code, logs it, and offers to type it again', async () => {
    const log = catchConsoleErrors();
    route = byPath({ 'GET /v1/certificates/JS-0000-0000': failure(404, 'Certificate not found.') });
    renderLearning('/verify/JS-0000-0000');
    expect(await screen.findByRole('heading', { level: 1, name: 'Unknown certificate code' })).toBeInTheDocument();
    expect(screen.getByText(/No Jal Shiksha certificate has the code JS-0000-0000/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Certificate code' })).toBeInTheDocument();
    expect(log).toHaveBeenCalledWith('API error:', 404, '/v1/certificates/JS-0000-0000', 'Certificate not found.');
  });

  it('without a code, asks for one and opens its page', async () => {
    route = byPath({ 'GET /v1/certificates/JS-7K2M-9QXA': ok(verification) });
    const router = renderLearning('/verify');
    expect(screen.getByRole('heading', { level: 1, name: 'Check a certificate' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.type(screen.getByRole('textbox', { name: 'Certificate code' }), ' js-7k2m-9qxa ');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/verify/JS-7K2M-9QXA'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Valid certificate' })).toBeInTheDocument();
  });
});
