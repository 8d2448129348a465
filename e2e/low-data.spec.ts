import { expect, test } from './fixtures';

test.use({ extraHTTPHeaders: { 'Save-Data': 'on' } });

test('a browser that asks to save data starts in low-data mode, and the learner’s choice survives a reload', async ({ page }) => {
  await page.goto('/about');
  const toggle = page.getByRole('region', { name: 'Accessibility tools' }).getByRole('button', { name: 'Low-data mode' });
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
  await page.reload();
  // The page still says Save-Data, but the learner turned the mode off.
  await expect(page.locator('meta[name="save-data"]')).toHaveAttribute('content', 'on');
  await expect(toggle).toHaveAttribute('aria-pressed', 'false');
});
