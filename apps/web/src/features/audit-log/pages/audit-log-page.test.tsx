import type { AuditEntry } from '@jal/contracts';
import { auditLogStrings } from '@jal/ui-strings/audit-log';
import { roleStrings } from '@jal/ui-strings/roles';
import { generalStrings } from '@jal/ui-strings/general';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '@/lib/i18n';
import { catchConsoleErrors } from '@/test/console';
import { serveStubApi } from '@/test/http-stub-server';
import { renderWithProviders } from '@/test/render';
import { loadSeedStrings } from '@/test/seed-strings';
import { AuditLogPage } from './audit-log-page';

const entry = (n: number, overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id: n,
  at: `2026-03-0${n}T06:30:00.000Z`,
  actorId: '00000000-0000-4000-8000-000000000001',
  actorEmail: 'admin@jalshiksha.org',
  actorRole: 'ADMIN',
  action: 'course.update',
  targetType: 'course',
  targetId: `00000000-0000-4000-8000-00000000000${n}`,
  address: '203.0.113.7',
  userAgent: null,
  details: { fields: ['level', 'titleTranslations'] },
  ...overrides,
});

let entries: AuditEntry[] = [];
let fail = false;
const api = await serveStubApi(() => {
  if (fail) return { status: 500, body: { code: 500, message: 'Something went wrong.', data: null } };
  const total = entries.length;
  return {
    status: 200,
    body: { code: 200, message: 'Success', data: { items: entries, pagination: { page: 1, limit: 20, total, totalPages: total ? 1 : 0 } } },
  };
});
const lastQuery = () => new URL(api.received.at(-1)!.url, 'http://stub').searchParams;

beforeAll(() => loadSeedStrings(generalStrings, auditLogStrings, roleStrings));
beforeEach(async () => {
  await i18n.changeLanguage('en');
  api.received.length = 0;
  entries = [entry(2, { action: 'user.reset-password', targetType: 'user', details: { fields: ['password'] } }), entry(1)];
  fail = false;
});

const renderPage = (route = '/dashboard/audit-log', language: 'en' | 'hi' = 'en') =>
  renderWithProviders(<AuditLogPage />, { route, path: '/dashboard/audit-log', language });

describe('audit log page', () => {
  it('shows each entry: when, who, what, on what, from where and which fields', async () => {
    renderPage();
    expect(await screen.findByText('2 entries')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('heading', { level: 1, name: 'Audit log' })).toBeInTheDocument();
    const [first] = within(screen.getByRole('list', { name: 'Audit log entries, newest first' })).getAllByRole('listitem');
    expect(first).toHaveTextContent('user.reset-password');
    expect(first).toHaveTextContent('admin@jalshiksha.org');
    expect(first).toHaveTextContent('Administrator');
    expect(first).toHaveTextContent('203.0.113.7');
    expect(first).toHaveTextContent('password');
    expect(within(first!).getByText(/2026/).closest('time')).toHaveAttribute('datetime', '2026-03-02T06:30:00.000Z');
  });

  it('speaks Hindi: headings, labels, count and filters', async () => {
    renderPage('/dashboard/audit-log', 'hi');
    expect(await screen.findByText('2 प्रविष्टियाँ')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('heading', { level: 1, name: 'ऑडिट लॉग' })).toBeInTheDocument();
    expect(screen.getAllByText('किसने')).toHaveLength(2);
    expect(screen.getAllByText('प्रशासक')).toHaveLength(2);
    expect(screen.getByRole('combobox', { name: 'क्षेत्र' })).toHaveDisplayValue('सभी क्षेत्र');
    expect(screen.getByRole('link', { name: 'CSV डाउनलोड करें' })).toBeInTheDocument();
  });

  it('is a table with column headers on a wide screen', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: true, media: query, addEventListener() {}, removeEventListener() {} }));
    try {
      renderPage('/dashboard/audit-log', 'hi');
      const table = await screen.findByRole('table', { name: 'ऑडिट लॉग की प्रविष्टियाँ, सबसे नई पहले' });
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((header) => header.textContent),
      ).toEqual(['कब', 'किसने', 'कार्य', 'किस पर', 'पता (IP)', 'विवरण']);
      expect(within(table).getAllByRole('row')).toHaveLength(3);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('keeps the filters in the URL, sends them to the API and to the CSV link', async () => {
    const { user, router } = renderPage();
    await screen.findByText('2 entries');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Area' }), 'user');
    await waitFor(() => expect(router.state.location.search).toBe('?area=user'));
    await waitFor(() => expect(lastQuery().get('action')).toBe('user'));

    await user.type(screen.getByRole('searchbox', { name: 'Who (email)' }), 'org@{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?area=user&actor=org%40'));
    await waitFor(() => expect(lastQuery().get('actor')).toBe('org@'));

    const from = screen.getByLabelText('From');
    await user.type(from, '2026-03-01');
    await waitFor(() => expect(lastQuery().get('from')).toBe(new Date('2026-03-01T00:00:00').toISOString()));
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toMatch(
      /^\/api\/v1\/admin\/audit-log\.csv\?action=user&actor=org%40&from=2026-03-0/,
    );

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute('href', '/api/v1/admin/audit-log.csv');
  });

  it('shows a security event in words, with the browser and the reason', async () => {
    entries = [
      entry(3, {
        action: 'security.sign-in-failed',
        actorEmail: 'learner@jalshiksha.org',
        actorRole: 'USER',
        targetType: null,
        targetId: null,
        userAgent: 'Mozilla/5.0 (Linux; Android 13) Chrome/126.0',
        details: { reason: 'wrong-password' },
      }),
    ];
    renderPage('/dashboard/audit-log', 'hi');
    const [first] = within(await screen.findByRole('list', { name: 'ऑडिट लॉग की प्रविष्टियाँ, सबसे नई पहले' })).getAllByRole('listitem');
    expect(first).toHaveTextContent('साइन इन अस्वीकार');
    expect(first).toHaveTextContent('security.sign-in-failed');
    expect(first).toHaveTextContent('गलत पासवर्ड');
    expect(first).toHaveTextContent('Mozilla/5.0 (Linux; Android 13) Chrome/126.0');
  });

  it('narrows the security events to one kind, in the URL, the API and the CSV link', async () => {
    const { user, router } = renderPage();
    await screen.findByText('2 entries');
    expect(screen.queryByRole('combobox', { name: 'Kind of event' })).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Area' }), 'Security events');
    await waitFor(() => expect(lastQuery().get('action')).toBe('security'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind of event' }), 'Sign-in refused');
    await waitFor(() => expect(router.state.location.search).toBe('?area=security&kind=sign-in-failed'));
    await waitFor(() => expect(lastQuery().get('action')).toBe('security.sign-in-failed'));
    expect(screen.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
      'href',
      '/api/v1/admin/audit-log.csv?action=security.sign-in-failed',
    );
    // Another area drops the kind.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Area' }), 'user');
    await waitFor(() => expect(router.state.location.search).toBe('?area=user'));
  });

  it('says so when a range runs backwards, and asks nothing', async () => {
    renderPage('/dashboard/audit-log?from=2026-03-05&to=2026-03-01');
    expect(await screen.findByRole('alert')).toHaveTextContent('The start date must be on or before the end date.');
    expect(screen.getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');
    expect(api.received).toHaveLength(0);
    expect(screen.queryByRole('link', { name: 'Export CSV' })).toBeNull();
  });

  it('tells an empty log from no match', async () => {
    entries = [];
    renderPage();
    expect(await screen.findByText('No changes have been recorded yet.')).toBeInTheDocument();
  });

  it('tells when no entry matches the filters', async () => {
    entries = [];
    renderPage('/dashboard/audit-log?area=demo');
    expect(await screen.findByText('No entries match these filters.')).toBeInTheDocument();
    expect(lastQuery().get('action')).toBe('demo');
  });

  it('shows an error with a retry', async () => {
    fail = true;
    catchConsoleErrors();
    const { user } = renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent('The audit log could not be loaded.');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('2 entries')).toBeInTheDocument();
  });
});
