import { organizationSummaryStrings } from '@jal/ui-strings/organization-summary';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ok } from '@/test/api-answers';
import { serveStubApi } from '@/test/http-stub-server';
import { renderWithProviders } from '@/test/render';
import { loadSeedStrings } from '@/test/seed-strings';
import { loadAdministrationStrings } from '@/test/administration-strings';
import { OrganizationSummary } from '@/features/reports/components/organization-summary';
import { OrganizationFigures } from '@/features/reports/pages/reports-page';
import { UsersPage } from './users-page';

const REPORT = {
  period: 'month',
  from: '2025-12-01',
  to: '2026-11-22',
  organizationId: 'org-1',
  totals: { enrolments: 12, completions: 8, certificates: 5 },
  series: [{ start: '2026-11-01', enrolments: 12, completions: 8, certificates: 5 }],
  byCourse: [],
  byOrganization: [],
};

const server = await serveStubApi(
  (request) => {
    const path = new URL(request.url, 'http://stub').pathname.replace(/^\/api/, '');
    if (path === '/v1/reports') return ok(REPORT);
    if (path === '/v1/user') return ok({ items: [], pagination: { page: 1, limit: 10, total: 0, totalPages: 0 } });
    return ok({ id: 'u1', name: 'Test', role: 'ORGANIZATION' });
  },
  () => {
    loadAdministrationStrings();
    loadSeedStrings(organizationSummaryStrings);
  },
);

function renderAs(role: string) {
  window.localStorage.setItem('authToken', `token-${role}`);
  window.localStorage.setItem('currentUser', JSON.stringify({ id: 'u1', name: 'Test', role }));
  return renderWithProviders(<UsersPage organizationSummary={OrganizationSummary} organizationFigures={OrganizationFigures} />, {
    route: '/dashboard/users',
    auth: true,
  });
}

describe('UsersPage', () => {
  it("opens with the organization's figures for its manager, linked to the figures below", async () => {
    renderAs('ORGANIZATION');
    const band = await screen.findByRole('region', { name: 'Your organization in the last 12 months' }, { timeout: 3000 });
    expect(within(band).getByText('Enrolments').nextElementSibling).toHaveTextContent('12');
    expect(within(band).getByText('Completions').nextElementSibling).toHaveTextContent('8');
    expect(within(band).getByText('Certificates').nextElementSibling).toHaveTextContent('5');
    expect(within(band).getByRole('link', { name: 'See the figures by month and by course' })).toHaveAttribute(
      'href',
      '#organization-figures',
    );
    // Before the list of users, right under the page's heading.
    const heading = screen.getByRole('heading', { level: 1, name: 'Users' });
    expect(heading.compareDocumentPosition(band) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: "Your organization's figures" })).toHaveAttribute(
      'id',
      'organization-figures',
    );
    // The band and the figures below share one request.
    expect(server.received.filter((request) => request.url.startsWith('/api/v1/reports'))).toHaveLength(1);
  });

  it('shows no organization figures to an administrator', async () => {
    renderAs('ADMIN');
    await waitFor(() => expect(server.received.some((request) => request.url.startsWith('/api/v1/user'))).toBe(true));
    expect(screen.queryByRole('region', { name: 'Your organization in the last 12 months' })).toBeNull();
  });
});
