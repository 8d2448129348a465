import { expect, test, ACCOUNTS, signIn, signInWithApi } from './fixtures';

// A crafted sign-in link must not send the user to another site once signed in (an open redirect
// makes a phishing page look like the next step of signing in). Each returnTo below points off the
// site in a form a browser would follow; signing in must land on this site's own page instead.
const OFF_SITE = [
  ['a tab the browser drops, leaving "//host"', '%2F%09%2Fevil.example'],
  ['a newline the browser drops', '%2F%0A%2Fevil.example'],
  ['a backslash the browser reads as "/"', '%2F%5Cevil.example'],
  ['a protocol-relative address', '%2F%2Fevil.example'],
  ['another site', 'https%3A%2F%2Fevil.example%2F'],
  ['a dot segment the URL parser removes, leaving "//host"', '%2F.%2F%2Fevil.example'],
] as const;

for (const [form, returnTo] of OFF_SITE) {
  test(`signing in with returnTo pointing off the site (${form}) lands on this site`, async ({ page, baseURL }) => {
    // Should the app follow the link, the browser gets this page instead of going out to the network.
    await page.context().route(
      (url) => url.hostname === 'evil.example',
      (route) => route.fulfill({ contentType: 'text/html', body: '<h1>evil</h1>' }),
    );
    await page.goto(`/signin?returnTo=${returnTo}`);
    // Nor does the link to sign-up pass it on.
    await expect(page.getByRole('main').locator('a[href^="/signup"]')).toHaveAttribute('href', '/signup');
    await signIn(page, ACCOUNTS.user.email);
    await expect(page).toHaveURL('/courses');
    expect(new URL(page.url()).origin).toBe(new URL(baseURL ?? '').origin);
  });
}

test('a returnTo on this site is still followed after signing in', async ({ page }) => {
  await page.goto(`/signin?returnTo=${encodeURIComponent('/about?tab=team')}`);
  await signIn(page, ACCOUNTS.user.email);
  await expect(page).toHaveURL('/about?tab=team');
});

test('an odd returnTo sends someone already signed in to their own landing page, not to an error', async ({ page, baseURL }) => {
  await page.context().route(
    (url) => url.hostname === 'evil.example',
    (route) => route.fulfill({ contentType: 'text/html', body: '<h1>evil</h1>' }),
  );
  await signInWithApi(page, ACCOUNTS.user.email);
  await page.goto('/signin?returnTo=/.//evil.example');
  await expect(page).toHaveURL('/courses');
  expect(new URL(page.url()).origin).toBe(new URL(baseURL ?? '').origin);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
