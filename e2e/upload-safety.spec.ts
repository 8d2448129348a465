import { expect, test, ACCOUNTS, signInWithApi, useLanguage } from './fixtures';

/** A one-page PDF whose catalog runs script on opening. */
const SCRIPTED_PDF = Buffer.from(
  '%PDF-1.7\n1 0 obj\n<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /JavaScript /JS (app.alert\\(1\\)) >> >>\nendobj\n' +
    '2 0 obj\n<< /Type /Pages /Kids [] /Count 0 >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

const TEXT = {
  en: {
    kind: 'Kind of lesson',
    document: 'PDF document',
    refused: 'This PDF contains script, embedded files or actions that run when it is opened.',
  },
  hi: {
    kind: 'पाठ का प्रकार',
    document: 'पीडीएफ़ दस्तावेज़',
    refused: 'इस पीडीएफ़ में स्क्रिप्ट, अंदर रखी फ़ाइलें या खुलते ही चलने वाली क्रियाएँ हैं।',
  },
} as const;

for (const language of ['en', 'hi'] as const) {
  test(`an administrator uploading a PDF with script is told why, in ${language === 'en' ? 'English' : 'Hindi'}`, async ({ page }) => {
    await useLanguage(page, language);
    await signInWithApi(page, ACCOUNTS.admin.email);
    const catalogue = await page.request.get('/api/v1/courses?limit=1');
    const [course] = ((await catalogue.json()) as { data: { courses: { id: string }[] } }).data.courses;
    await page.goto(`/dashboard/courses/${course?.id}`);
    await page
      .getByRole('button', { name: /Add lesson to|में पाठ जोड़ें/ })
      .first()
      .click();
    await page.getByRole('combobox', { name: TEXT[language].kind }).selectOption({ label: TEXT[language].document });
    await page
      .locator('input[type=file][accept="application/pdf"]')
      .setInputFiles({ name: 'lesson.pdf', mimeType: 'application/pdf', buffer: SCRIPTED_PDF });
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: TEXT[language].refused });
    await expect(toast).toBeVisible();
  });
}
