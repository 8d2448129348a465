import { startMailCatcher } from '../apps/api/src/test/mail-catcher';
import { ACCOUNTS, expect, expectNoAxeViolations, signInWithApi, test, uniqueName } from './fixtures';
import { SITE_WIDE_SMTP_PORT } from './ports';
import { SITE_WIDE } from './site-wide';

const csvFile = (lines: string[]) => ({
  name: 'learners.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(`\uFEFFName (English),Name (Hindi),Email,Mobile number,Batch\r\n${lines.join('\r\n')}\r\n`, 'utf8'),
});

// On the server for site-wide changes: the jobs page shows every job of the site, and this test
// needs its mail server down, then up.
test.describe('background jobs', () => {
  test(
    'an import answers at once and follows its invitations; those that fail are parked, and an administrator sends them again',
    { tag: SITE_WIDE },
    async ({ page, browser }) => {
      test.setTimeout(120_000);
      const email = `${uniqueName('invited')}@example.org`;
      await signInWithApi(page, ACCOUNTS.organization.email);
      await page.goto('/dashboard/users/import');
      await page.getByLabel('Spreadsheet (CSV or XLSX)').setInputFiles(csvFile([`Invited Learner,आमंत्रित शिक्षार्थी,${email},,`]));
      await page.getByRole('button', { name: 'Check the file' }).click();
      await expect(page.getByText('Rows in the file: 1. New learners: 1.', { exact: false })).toBeVisible();
      await page.getByRole('button', { name: 'Import learners' }).click();
      await expect(page.getByText('Imported. New learners: 1. Already in the organization: 0.')).toBeVisible();

      // No mail server listens yet: the invitation is tried again and again, then parked.
      const invitations = page.getByRole('region', { name: 'Invitations' });
      await expect(invitations.getByRole('progressbar', { name: 'Invitations sent' })).toBeVisible();
      await expect(invitations.getByText('Sent: 0. Waiting: 0. Failed: 1.')).toBeVisible({ timeout: 60_000 });
      await expect(invitations.getByText(/Failed invitations are kept in Background jobs/)).toBeVisible();
      await expectNoAxeViolations(page);

      const mail = await startMailCatcher({ port: SITE_WIDE_SMTP_PORT });
      try {
        const adminContext = await browser.newContext();
        const admin = await adminContext.newPage();
        await signInWithApi(admin, ACCOUNTS.admin.email);
        await admin.goto('/dashboard');
        await admin.getByRole('link', { name: 'Background jobs' }).click();
        await expect(admin.getByRole('heading', { level: 1, name: 'Background jobs' })).toBeVisible();
        const counts = admin.getByRole('table', { name: /How many jobs of each kind/ });
        const invitationRow = counts.getByRole('row', { name: /Invitations of imported learners/ });
        await expect(invitationRow).toBeVisible();
        await expectNoAxeViolations(admin);

        // Every parked invitation runs again (other tests of this server may have parked some too).
        const parked = admin.getByRole('list', { name: 'Parked jobs, latest first' }).getByRole('listitem').filter({
          hasText: 'Invitations of imported learners',
        });
        await expect(parked.first()).toContainText('Tried 6 times.');
        for (let left = await parked.count(); left > 0; left--) {
          await parked.first().getByRole('button', { name: 'Run again' }).click();
          await expect(admin.getByText('The job will run again in a moment.')).toBeVisible();
          await expect(parked).toHaveCount(left - 1);
        }
        const invitation = await mail.next(email, 30_000);
        expect(invitation.message.subject).toBe('Your Jal Shiksha account / आपका जल शिक्षा खाता');
        // The counts, read again every few seconds, have none parked (the last column) any more.
        await expect(invitationRow.getByRole('cell').nth(3)).toHaveText('0', { timeout: 15_000 });
        await adminContext.close();
      } finally {
        await mail.close();
      }
    },
  );
});
