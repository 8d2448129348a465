import type { ProgressBoard } from '@jal/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { serveStubApi } from '@/test/http-stub-server';
import { renderWithProviders } from '@/test/render';
import { loadProgrammeStrings } from '../testing/strings';
import BatchProgress from '@/features/progress/components/batch-progress';
import { BatchPage } from './batch-page';
import { LearnerProgressPage } from '@/features/progress/pages/learner-progress-page';

const BATCH = {
  id: '0b7a2f5e-4c1d-4e8a-9f3b-2d6c8e1a5b70',
  name: 'Monsoon 2026',
  organizationId: 'org',
  organizationName: 'Jal Seva Sansthan',
  startsOn: '2026-06-01',
  endsOn: '2026-09-30',
  learnerCount: 3,
  courseCount: 1,
  nextDueOn: '2026-07-01',
};
const COURSE = {
  courseId: 'c1',
  slug: 'watershed-basics',
  title: 'Watershed Basics',
  titleTranslations: { en: 'Watershed Basics', hi: 'वाटरशेड की मूल बातें' },
  dueOn: '2026-07-01',
};
const cell = (overrides: Partial<ProgressBoard['rows'][number]['cells'][number]>) => ({
  courseId: 'c1',
  state: 'not-started' as const,
  completedLessons: 0,
  totalLessons: 8,
  percent: 0,
  completedAt: null,
  certificateCode: null,
  overdue: false,
  ...overrides,
});
const BOARD: ProgressBoard = {
  batch: BATCH,
  courses: [COURSE],
  today: '2026-07-05',
  rows: [
    {
      userId: 'u1',
      name: 'Asha Verma',
      email: 'asha@example.org',
      cells: [
        cell({
          state: 'completed',
          percent: 100,
          completedLessons: 8,
          completedAt: '2026-06-20T10:00:00.000Z',
          certificateCode: 'JS-AAAA-BBBB',
        }),
      ],
    },
    { userId: 'u2', name: 'Bhola Ram', email: 'bhola@example.org', cells: [cell({ overdue: true })] },
    {
      userId: 'u3',
      name: 'Chanda Devi',
      email: 'chanda@example.org',
      cells: [cell({ state: 'in-progress', percent: 37, completedLessons: 3, overdue: true })],
    },
  ],
};
const LEARNER = {
  learner: { id: 'u3', name: 'Chanda Devi', email: 'chanda@example.org', mobile: '9811100003', organizationName: 'Jal Seva Sansthan' },
  batches: [{ id: BATCH.id, name: BATCH.name }],
  courses: [
    {
      ...COURSE,
      enrolledAt: '2026-06-01T00:00:00.000Z',
      completedAt: null,
      percent: 37,
      overdue: true,
      certificate: null,
      lessons: [
        {
          id: 'l1',
          title: 'What is a watershed',
          titleTranslations: {},
          kind: 'text',
          status: 'completed',
          completedAt: '2026-06-02T00:00:00.000Z',
          quizAttempts: [],
        },
        {
          id: 'l2',
          title: 'Check',
          titleTranslations: {},
          kind: 'quiz',
          status: 'in-progress',
          completedAt: null,
          quizAttempts: [{ score: 40, passed: false, submittedAt: '2026-06-03T00:00:00.000Z' }],
        },
      ],
    },
  ],
};

await serveStubApi((request) => {
  const path = request.url.replace(/^\/api/, '').split('?')[0];
  const data =
    path?.endsWith('/progress') && path.startsWith('/v1/batches')
      ? BOARD
      : path?.startsWith('/v1/user/')
        ? LEARNER
        : { ...BATCH, courses: [COURSE], members: [] };
  return { status: 200, body: { code: 200, message: 'Success', data } };
}, loadProgrammeStrings);

const learnerNames = () =>
  within(screen.getByRole('table'))
    .getAllByRole('rowheader')
    .map((cell) => cell.querySelector('a')?.textContent);

describe('BatchPage', () => {
  it('shows every state of the board, and filters, sorts and searches it', async () => {
    const { user } = renderWithProviders(<BatchPage progressBoard={BatchProgress} />, {
      route: `/dashboard/users/batches/${BATCH.id}`,
      path: '/dashboard/users/batches/:id',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Monsoon 2026' })).toBeInTheDocument();
    await screen.findByText('Completed 20 Jun 2026');
    expect(screen.getByText('37% done')).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(within(table).getByText('Not started')).toBeInTheDocument();
    expect(within(table).getByText('Certificate JS-AAAA-BBBB')).toBeInTheDocument();
    expect(within(table).getAllByText('Overdue')).toHaveLength(2);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'overdue');
    expect(learnerNames()).toEqual(['Bhola Ram', 'Chanda Devi']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'not-started');
    expect(learnerNames()).toEqual(['Bhola Ram']);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Show' }), 'all');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'progress');
    expect(learnerNames()).toEqual(['Bhola Ram', 'Chanda Devi', 'Asha Verma']);
    await user.type(screen.getByRole('searchbox', { name: 'Search learners' }), 'asha');
    expect(learnerNames()).toEqual(['Asha Verma']);
    expect(screen.getByRole('link', { name: 'Download Excel (XLSX)' })).toHaveAttribute(
      'href',
      expect.stringContaining('format=xlsx&filter=all&lang=en&search=asha'),
    );
  });

  it('reads in Hindi', async () => {
    renderWithProviders(<BatchPage progressBoard={BatchProgress} />, {
      route: `/dashboard/users/batches/${BATCH.id}`,
      path: '/dashboard/users/batches/:id',
      language: 'hi',
    });
    expect(await screen.findByRole('columnheader', { name: /वाटरशेड की मूल बातें/ })).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getByText('शुरू नहीं किया')).toBeInTheDocument();
  });
});

describe('LearnerProgressPage', () => {
  it("lists the learner's batches, lessons with their status and quiz attempts", async () => {
    renderWithProviders(<LearnerProgressPage />, {
      route: '/dashboard/users/u3/progress',
      path: '/dashboard/users/:id/progress',
      language: 'en',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Progress of Chanda Devi' })).toBeInTheDocument();
    expect(screen.getByText('chanda@example.org · Mobile 9811100003 · Jal Seva Sansthan')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Monsoon 2026' })).toBeInTheDocument();
    const table = screen.getByRole('table');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(within(table).getByText('In progress')).toBeInTheDocument();
    expect(within(table).getByText(/40% on .* \(not passed\)/)).toBeInTheDocument();
    expect(screen.getByText('Overdue')).toBeInTheDocument();
  });
});
