import type { JobItem, JobKindCounts } from '@jal/contracts';
import { generalStrings } from '@jal/ui-strings/general';
import { jobsStrings } from '@jal/ui-strings/jobs';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { serveStubApi } from '@/test/http-stub-server';
import { renderWithProviders } from '@/test/render';
import { loadSeedStrings } from '@/test/seed-strings';
import { JobsPage } from './jobs-page';

const parkedJob = (overrides: Partial<JobItem> = {}): JobItem => ({
  id: '3b9e1c0a-4f2d-4e5a-8b7c-6d5e4f3a2b1c',
  kind: 'learner-invitation',
  status: 'parked',
  attempts: 6,
  maxAttempts: 6,
  lastError: 'connect ECONNREFUSED 127.0.0.1:25',
  runAt: '2026-03-02T06:30:00.000Z',
  createdAt: '2026-03-02T06:00:00.000Z',
  updatedAt: '2026-03-02T06:30:00.000Z',
  finishedAt: null,
  ...overrides,
});

let kinds: JobKindCounts[] = [];
let parked: JobItem[] = [];
let fail = false;
const api = await serveStubApi((request) => {
  if (fail) return { status: 500, body: { code: 500, message: 'Something went wrong.', data: null } };
  if (request.method === 'POST') {
    const job = parked.find((item) => request.url.includes(item.id));
    if (!job)
      return {
        status: 409,
        body: {
          code: 409,
          errorCode: 'JOB_NOT_PARKED',
          message: 'Only a parked job can be run again: this one is not parked.',
          data: null,
        },
      };
    parked = parked.filter((item) => item !== job);
    return { status: 200, body: { code: 200, message: 'The job will run again.', data: { ...job, status: 'waiting', attempts: 0 } } };
  }
  if (request.url.startsWith('/api/v1/admin/jobs/summary'))
    return { status: 200, body: { code: 200, message: 'Success', data: { kinds } } };
  const total = parked.length;
  return {
    status: 200,
    body: { code: 200, message: 'Success', data: { items: parked, pagination: { page: 1, limit: 50, total, totalPages: total ? 1 : 0 } } },
  };
});

beforeAll(() => loadSeedStrings(generalStrings, jobsStrings));
beforeEach(async () => {
  await i18n.changeLanguage('en');
  api.received.length = 0;
  fail = false;
  kinds = [
    { kind: 'learner-invitation', waiting: 12, running: 3, done: 1985, parked: 1 },
    { kind: 'video-copies', waiting: 0, running: 0, done: 4, parked: 0 },
  ];
  parked = [parkedJob()];
});

const renderPage = (language: 'en' | 'hi' = 'en') =>
  renderWithProviders(<JobsPage />, { route: '/dashboard/jobs', path: '/dashboard/jobs', language });

describe('background jobs page', () => {
  it('counts the jobs of each kind in each state, and lists the parked ones with their last failure', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Background jobs' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: /How many jobs of each kind/ });
    const [, invitations] = within(table).getAllByRole('row');
    expect(within(invitations!).getByRole('rowheader')).toHaveTextContent('Invitations of imported learners');
    expect(
      within(invitations!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['12', '3', '1,985', '1']);
    const list = await screen.findByRole('list', { name: 'Parked jobs, latest first' });
    const [job] = within(list).getAllByRole('listitem');
    expect(job).toHaveTextContent('Invitations of imported learners');
    expect(job).toHaveTextContent('Tried 6 times.');
    expect(job).toHaveTextContent('connect ECONNREFUSED 127.0.0.1:25');
  });

  it('runs a parked job again, and says so', async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Run again' }));
    expect(await screen.findByText('The job will run again in a moment.')).toHaveAttribute('role', 'status');
    expect(api.received.some((request) => request.method === 'POST' && request.url === `/api/v1/admin/jobs/${parkedJob().id}/rerun`)).toBe(
      true,
    );
    expect(await screen.findByText('No job is parked.')).toBeInTheDocument();
  });

  it("says in the page's language that a job run again meanwhile (by another administrator) is no longer parked", async () => {
    const { user } = renderPage('hi');
    const button = await screen.findByRole('button', { name: 'फिर से चलाएँ' });
    parked = [];
    await user.click(button);
    expect(await screen.findByText(jobsStrings['jobs.notParked']!.hi)).toBeInTheDocument();
  });

  it('says when nothing ran, and offers to try again when the jobs cannot be loaded', async () => {
    kinds = [];
    parked = [];
    const { unmount } = renderPage();
    expect(await screen.findByText('No job this week.')).toBeInTheDocument();
    expect(screen.getByText('No job is parked.')).toBeInTheDocument();
    unmount();

    fail = true;
    const { user } = renderPage();
    const [alert] = await screen.findAllByRole('alert');
    expect(alert).toHaveTextContent('The jobs could not be loaded.');
    fail = false;
    await user.click(within(alert!).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryAllByText('The jobs could not be loaded.').length).toBeLessThan(2));
  });

  it('speaks Hindi', async () => {
    renderPage('hi');
    expect(await screen.findByRole('heading', { level: 1, name: 'पृष्ठभूमि के काम' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'फिर से चलाएँ' })).toBeInTheDocument();
    expect(screen.getAllByText('आयात किए गए शिक्षार्थियों के निमंत्रण').length).toBeGreaterThan(0);
    expect(screen.getByText('6 बार कोशिश की गई।')).toBeInTheDocument();
  });
});
