import type { JobProgress, LearnerImportResult, LearnerImportRow } from '@jal/contracts';
import { jobsStrings } from '@jal/ui-strings/jobs';
import { learnerImportStrings } from '@jal/ui-strings/learner-import';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { loadSeedStrings } from '@/test/seed-strings';
import { loadAdministrationStrings } from '@/test/administration-strings';
import { LearnerImportPage } from './learner-import-page';

const row = (line: number, name: string, outcome: LearnerImportRow['outcome'], problems: LearnerImportRow['problems'] = []) => ({
  line,
  name,
  nameHindi: null,
  email: `${name.toLowerCase().replace(/\s/g, '.')}@example.org`,
  mobile: null,
  batch: null,
  organization: null,
  outcome,
  problems,
});

const ROWS = [
  row(2, 'Kamla Devi', 'new'),
  row(3, 'Kamla Again', 'invalid', [
    { field: 'email', code: 'duplicateInFile', message: 'This also appears on line 2 of the file.', otherLine: 2 },
  ]),
  row(4, 'Bad Mobile', 'invalid', [{ field: 'mobile', code: 'mobileInvalid', message: 'This is not a 10-digit Indian mobile number.' }]),
];
const COUNTS = { rows: 3, new: 1, existing: 0, invalid: 2 };

/** The invitations' counts the API gives, one after the other (the last one stays). */
let invitationCounts: JobProgress[] = [];
let emailing = false;

/** What the API answers each upload; jsdom's FormData cannot cross a real socket, so fetch itself is stood in for. */
function answer(url: string) {
  if (url.includes('/v1/user/import/preview')) return { rows: ROWS, counts: COUNTS };
  if (url.includes('/invitations')) return invitationCounts.length > 1 ? invitationCounts.shift() : invitationCounts[0];
  if (emailing)
    return {
      rows: ROWS,
      counts: COUNTS,
      imported: true,
      credentials: [{ line: 2, name: 'Kamla Devi', email: 'kamla.devi@example.org', mobile: null, oneTimePassword: null, emailed: true }],
      invitations: { id: '5f0c7a4e-2b1d-4c3e-9f8a-7b6c5d4e3f2a', total: 2 },
    } satisfies LearnerImportResult;
  const allOrNothing = url.includes('mode=all-or-nothing');
  const data: LearnerImportResult = {
    rows: ROWS,
    counts: COUNTS,
    imported: !allOrNothing,
    credentials: allOrNothing
      ? []
      : [{ line: 2, name: 'Kamla Devi', email: 'kamla.devi@example.org', mobile: null, oneTimePassword: 'Abc123xyzKLMN7', emailed: false }],
    invitations: null,
  };
  return data;
}

const sent: { url: string; body: unknown }[] = [];
beforeAll(() => {
  loadAdministrationStrings();
  loadSeedStrings(learnerImportStrings, jobsStrings);
});
beforeEach(() => {
  sent.length = 0;
  emailing = false;
  invitationCounts = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((url: URL, init: RequestInit) => {
      sent.push({ url: `${url.pathname}${url.search}`, body: init.body });
      return Promise.resolve(new Response(JSON.stringify({ code: 200, message: 'Success', data: answer(url.href) }), { status: 200 }));
    }),
  );
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A downloaded file's text. */
const readBlob = (blob: Blob) => blob.text();

const spreadsheet = () => new File(['Name (English),Email\r\nKamla Devi,kamla@example.org\r\n'], 'learners.csv', { type: 'text/csv' });

describe('LearnerImportPage', () => {
  it('previews the file with every mistake beside its row, then imports all or only the valid rows', { timeout: 20_000 }, async () => {
    const { user } = renderWithProviders(<LearnerImportPage />, { auth: true });
    expect(screen.getByRole('heading', { level: 1, name: 'Import learners from a spreadsheet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Excel, Hindi headings' })).toHaveAttribute(
      'href',
      '/api/v1/user/import/template?format=xlsx&language=hi',
    );
    const check = screen.getByRole('button', { name: 'Check the file' });
    expect(check).toBeDisabled();
    const field = screen.getByLabelText('Spreadsheet (CSV or XLSX)');
    // The field speaks the page's language, not the browser's.
    expect(field).toHaveAccessibleDescription('No file chosen yet.');
    expect(screen.getByText('Choose a file')).toBeInTheDocument();
    await user.upload(field, spreadsheet());
    expect(field).toHaveAccessibleDescription('learners.csv');
    await user.click(check);

    expect(
      await screen.findByText('Rows in the file: 3. New learners: 1. Already in the organization: 0. With mistakes: 2.'),
    ).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Rows of the file and what happens to each' });
    // Only the rows with mistakes at first; every row on request.
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((cell) => cell.textContent),
    ).toEqual(['3', '4']);
    expect(within(table).getByText('This also appears on line 2 of the file.')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Show only rows with mistakes' }));
    expect(within(table).getAllByRole('rowheader')).toHaveLength(3);
    expect(sent.at(-1)?.body).toBeInstanceOf(FormData);

    await user.click(screen.getByRole('radio', { name: 'Import nothing unless every row is correct' }));
    await user.click(screen.getByRole('button', { name: 'Import learners' }));
    expect(await screen.findByText('Nothing was imported: 2 rows have mistakes. Correct them and try again.')).toBeInTheDocument();
    expect(sent.at(-1)?.url).toBe('/api/v1/user/import?mode=all-or-nothing');
    expect(screen.queryByRole('button', { name: 'Download one-time passwords (CSV)' })).not.toBeInTheDocument();
  });

  it('gives the one-time passwords and the list of mistakes to download after importing the valid rows', { timeout: 20_000 }, async () => {
    const created: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob);
      return 'blob:stub';
    });
    const { user } = renderWithProviders(<LearnerImportPage />, { auth: true });
    await user.upload(screen.getByLabelText('Spreadsheet (CSV or XLSX)'), spreadsheet());
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    await user.click(await screen.findByRole('button', { name: 'Import learners' }));
    expect(await screen.findByText('Imported. New learners: 1. Already in the organization: 0.')).toBeInTheDocument();
    expect(sent.at(-1)?.url).toBe('/api/v1/user/import?mode=valid-rows');

    await user.click(screen.getByRole('button', { name: 'Download one-time passwords (CSV)' }));
    await user.click(screen.getByRole('button', { name: 'Download the list of rows with mistakes (CSV)' }));
    const [passwords, mistakes] = await Promise.all(created.map(readBlob));
    expect(passwords).toContain('"Kamla Devi","kamla.devi@example.org","","Abc123xyzKLMN7"');
    expect(mistakes).toContain('"4","Bad Mobile"');
    expect(mistakes).toContain('Mobile number: This is not a 10-digit Indian mobile number.');
  });

  it('follows the invitations the queue sends after the answer: sent, waiting and failed', { timeout: 20_000 }, async () => {
    emailing = true;
    invitationCounts = [
      { total: 2, done: 1, waiting: 1, failed: 0 },
      { total: 2, done: 1, waiting: 0, failed: 1 },
    ];
    const { user } = renderWithProviders(<LearnerImportPage />, { auth: true });
    await user.upload(screen.getByLabelText('Spreadsheet (CSV or XLSX)'), spreadsheet());
    await user.click(screen.getByRole('button', { name: 'Check the file' }));
    await user.click(await screen.findByRole('button', { name: 'Import learners' }));
    expect(
      await screen.findByText('1 learners with an email are being sent an invitation with their one-time password.'),
    ).toBeInTheDocument();
    const invitations = screen.getByRole('region', { name: 'Invitations' });
    expect(await within(invitations).findByText('Sent: 1. Waiting: 1. Failed: 0.')).toBeInTheDocument();
    expect(within(invitations).getByRole('progressbar', { name: 'Invitations sent' })).toHaveAttribute('aria-valuenow', '50');
    // Asked again while some wait, until none does.
    await waitFor(() => expect(within(invitations).getByText('Sent: 1. Waiting: 0. Failed: 1.')).toBeInTheDocument(), { timeout: 6000 });
    expect(within(invitations).getByText(/Failed invitations are kept in Background jobs/)).toBeInTheDocument();
    expect(sent.filter((request) => request.url === '/api/v1/user/import/5f0c7a4e-2b1d-4c3e-9f8a-7b6c5d4e3f2a/invitations')).toHaveLength(
      2,
    );
  });

  it('speaks Hindi', async () => {
    const { user } = renderWithProviders(<LearnerImportPage />, { auth: true, language: 'hi' });
    await user.upload(screen.getByLabelText('स्प्रेडशीट (CSV या XLSX)'), spreadsheet());
    await user.click(screen.getByRole('button', { name: 'फ़ाइल जाँचें' }));
    expect(await screen.findByText('यह फ़ाइल की पंक्ति 2 में भी है।')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'शिक्षार्थी जोड़ें' })).toBeEnabled());
  });
});
