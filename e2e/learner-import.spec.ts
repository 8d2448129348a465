import { readFile } from 'node:fs/promises';
import { expect, test, ACCOUNTS, expectNoAxeViolations, signInWithApi, useLanguage } from './fixtures';

/** A mobile number no other run uses: 9 and nine digits of the clock and chance. */
const uniqueMobile = () => `9${String(Date.now() % 1e5).padStart(5, '0')}${String(Math.floor(Math.random() * 1e4)).padStart(4, '0')}`;

const csvFile = (lines: string[]) => ({
  name: 'learners.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(`\uFEFFName (English),Name (Hindi),Email,Mobile number,Batch\r\n${lines.join('\r\n')}\r\n`, 'utf8'),
});

test.describe('importing learners', () => {
  test('a manager imports a file with mistakes, fixes one, imports; the learner signs in with the mobile number', async ({ page }) => {
    // Two axe scans and two sign-ins: longer than most journeys on a busy machine.
    test.setTimeout(60_000);
    const mobile = uniqueMobile();
    await useLanguage(page, 'hi');
    await signInWithApi(page, ACCOUNTS.organization.email);
    await page.goto('/dashboard/users');
    await page.getByRole('link', { name: 'इम्पोर्ट करें' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'स्प्रेडशीट से शिक्षार्थी जोड़ें' })).toBeVisible();

    const fileField = page.getByLabel('स्प्रेडशीट (CSV या XLSX)');
    await fileField.setInputFiles(csvFile([`Lata Devi,लता देवी,,${mobile},`, 'Gauri Shankar,गौरी शंकर,,12345,', 'No Contact,,,,']));
    await page.getByRole('button', { name: 'फ़ाइल जाँचें' }).click();
    await expect(page.getByText('फ़ाइल में पंक्तियाँ: 3। नए शिक्षार्थी: 1। पहले से संस्था में: 0। गलतियों वाली: 2।')).toBeVisible();
    const table = page.getByRole('table', { name: 'फ़ाइल की पंक्तियाँ और हर एक का परिणाम' });
    await expect(table.getByText('यह 10 अंकों का भारतीय मोबाइल नंबर नहीं है।')).toBeVisible();
    await expectNoAxeViolations(page);

    // The manager corrects Gauri Shankar's number and checks the file again, now in English.
    await page.evaluate(() => localStorage.setItem('language', 'en'));
    await page.reload();
    const gauri = uniqueMobile();
    await page
      .getByLabel('Spreadsheet (CSV or XLSX)')
      .setInputFiles(csvFile([`Lata Devi,लता देवी,,${mobile},`, `Gauri Shankar,गौरी शंकर,,${gauri},`, 'No Contact,,,,']));
    await page.getByRole('button', { name: 'Check the file' }).click();
    await expect(page.getByText('Rows in the file: 3. New learners: 2. Already in the organization: 0. With mistakes: 1.')).toBeVisible();
    await page.getByRole('button', { name: 'Import learners' }).click();
    await expect(page.getByText('Imported. New learners: 2. Already in the organization: 0.')).toBeVisible();
    await expectNoAxeViolations(page);

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download one-time passwords (CSV)' }).click();
    const passwords = await readFile(await (await download).path(), 'utf8');
    const row = passwords.split('\r\n').find((line) => line.includes(mobile))!;
    const oneTimePassword = (JSON.parse(`[${row}]`) as string[])[4]!;
    expect(oneTimePassword).toHaveLength(14);

    // The learner signs in with the mobile number as people write it, and must choose a password first.
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto('/signin');
    const main = page.getByRole('main');
    await main.getByRole('radio', { name: 'Mobile number' }).check();
    await main.getByRole('textbox', { name: 'Mobile number' }).fill(`+91 ${mobile.slice(0, 5)} ${mobile.slice(5)}`);
    await main.locator('#signin-password').fill(oneTimePassword);
    await main.locator('form button[type="submit"]').click();
    await expect(page).toHaveURL(/\/set-password\?returnTo=%2Fcourses/);
    await page.getByLabel('New password', { exact: true }).fill('pani bachao 2026');
    await page.getByLabel('Type the new password again').fill('pani bachao 2026');
    await page.getByRole('button', { name: 'Save my password' }).click();
    await expect(page).toHaveURL(/\/courses$/);
  });
});
