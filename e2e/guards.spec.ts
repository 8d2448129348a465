import { expect, test, ACCOUNTS, pathOf, signIn, signInWithApi, signInWithPassword } from './fixtures';

test('an anonymous visit to /dashboard/courses goes to sign-in and, after signing in as admin, back', async ({ page }) => {
  await page.goto('/dashboard/courses');
  await expect(page).toHaveURL('/signin?returnTo=%2Fdashboard%2Fcourses');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await signIn(page, ACCOUNTS.admin.email);
  await expect(page).toHaveURL('/dashboard/courses');
  await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Dashboard pages' })).toBeVisible();
});

test('returnTo keeps the query of the page asked for', async ({ page }) => {
  await page.goto('/dashboard/users?page=2&q=a b');
  await expect(page).toHaveURL(/\/signin\?returnTo=/);
  expect(new URL(page.url()).searchParams.get('returnTo')).toBe('/dashboard/users?page=2&q=a%20b');
  await signIn(page, ACCOUNTS.organization.email);
  await expect(page).toHaveURL('/dashboard/users?page=2&q=a%20b');
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
});

test('returnTo brings back a query value that contains an encoded "&"', async ({ page }) => {
  await page.goto('/dashboard/users?q=R%26D');
  await expect(page).toHaveURL('/signin?returnTo=%2Fdashboard%2Fusers%3Fq%3DR%2526D');
  await signIn(page, ACCOUNTS.organization.email);
  await expect(page).toHaveURL(/\/dashboard\/users/);
  expect(new URL(page.url()).searchParams.get('q')).toBe('R&D');
  expect(pathOf(page)).toBe('/dashboard/users?q=R%26D');
});

test('an anonymous visit to a sign-in-only page (LMS) goes to sign-in with returnTo', async ({ page }) => {
  await page.goto('/learn/some-course/some-lesson');
  await expect(page).toHaveURL('/signin?returnTo=%2Flearn%2Fsome-course%2Fsome-lesson');
});

test('a USER opening /dashboard sees Access Denied', async ({ page }) => {
  await signInWithApi(page, ACCOUNTS.user.email);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText('You need admin or organization privileges to access the dashboard.')).toBeVisible();
  await expect(page.getByText('Please login with an admin account to access this area.')).toBeVisible();
  await expect(page).toHaveURL('/dashboard');
  await expect(page.getByRole('navigation', { name: 'Dashboard pages' })).toHaveCount(0);
});

test('an ORGANIZATION user opening /dashboard/translations ends on /dashboard/users', async ({ page }) => {
  await signInWithApi(page, ACCOUNTS.organization.email);
  await page.goto('/dashboard/translations');
  await expect(page).toHaveURL('/dashboard/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  // The side navigation offers the organization its users and the practicals to review.
  const dashboardNav = page.getByRole('navigation', { name: 'Dashboard pages' });
  await expect(dashboardNav.getByRole('link')).toHaveText(['Users', 'Practicals to review']);
});

test('a trainer opening /dashboard lands on the practicals to review, and may open nothing else', async ({ page }) => {
  await signInWithApi(page, 'trainer@jalshiksha.org');
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/dashboard/reviews');
  await expect(page.getByRole('heading', { level: 1, name: 'Practicals to review' })).toBeVisible();
  const dashboardNav = page.getByRole('navigation', { name: 'Dashboard pages' });
  await expect(dashboardNav.getByRole('link')).toHaveText(['Practicals to review']);
  await page.goto('/dashboard/users');
  await expect(page).not.toHaveURL('/dashboard/users');
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toHaveCount(0);
});

test('an admin opening /dashboard lands on /dashboard/courses with the admin pages', async ({ page }) => {
  await signInWithApi(page, ACCOUNTS.admin.email);
  await page.goto('/dashboard');
  await expect(page).toHaveURL('/dashboard/courses');
  const dashboardNav = page.getByRole('navigation', { name: 'Dashboard pages' });
  await expect(dashboardNav.getByRole('link', { name: 'Translations' })).toBeVisible();
  await dashboardNav.getByRole('link', { name: 'Translations' }).click();
  await expect(page).toHaveURL('/dashboard/translations');
  await expect(page.getByRole('heading', { level: 1, name: 'Translations' })).toBeVisible();
  await expect(dashboardNav.getByRole('link', { name: 'Translations' })).toHaveAttribute('aria-current', 'page');

  // A full load of a dashboard page: the access check shows at the app's first render, waits its
  // 500 ms once while the page's code loads beside it, and the page's heading follows at once.
  // Navigation to heading is reported against its 1 s budget, and so is the dashboard's own share
  // (access check to heading): reported, not asserted, as a timer on a shared machine measures
  // the machine. The test holds the order: the access check first, then the page.
  await page.goto('/dashboard/translations', { waitUntil: 'commit' });
  const whenShown = (text: string, selector: string) =>
    page
      .waitForFunction(
        ([wanted, where]) => (document.querySelector(where)?.textContent?.includes(wanted) ? Math.round(performance.now()) : null),
        [text, selector] as const,
        { polling: 'raf' },
      )
      .then((handle) => handle.jsonValue() as Promise<number>);
  const accessCheckAt = await whenShown('Checking your access', 'main');
  const headingAt = await whenShown('Translations', 'main h1');
  test.info().annotations.push({
    type: 'dashboard first render',
    description: `${headingAt} ms from navigation to heading (budget 1000 ms), ${headingAt - accessCheckAt} ms of it after the access check showed`,
  });
  console.log(
    `Dashboard first render: ${headingAt} ms from navigation to heading, ${headingAt - accessCheckAt} ms after the access check showed`,
  );
  expect(headingAt).toBeGreaterThanOrEqual(accessCheckAt);
});

test('a signed-in user opening /signin is sent on by role', async ({ page }) => {
  await signInWithApi(page, ACCOUNTS.user.email);
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About Jal Shiksha' })).toBeVisible();
  await page.goto('/signin');
  await expect(page).toHaveURL('/courses');
  await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
});

test('a signed-in admin opening /signup or /signin?returnTo is sent on', async ({ page }) => {
  await signInWithApi(page, ACCOUNTS.admin.email);
  await page.goto('/signup');
  await expect(page).toHaveURL('/dashboard/courses');
  await page.goto('/signin?returnTo=%2Fabout');
  await expect(page).toHaveURL('/about');
  expect(pathOf(page)).toBe('/about');
});

test('a visitor signs in from a course page, comes back to it, and starts learning', async ({ page, learner }) => {
  await page.goto('/courses');
  const firstCourse = page.getByRole('main').getByRole('article').first().getByRole('link');
  await firstCourse.click();
  await expect(page).toHaveURL(/\/courses\/[^/]+$/);
  const coursePath = new URL(page.url()).pathname;
  await page.getByRole('link', { name: 'Sign in to start' }).first().click();
  await expect(page).toHaveURL(`/signin?returnTo=${encodeURIComponent(coursePath)}`);
  await signInWithPassword(page, learner.email);
  await expect(page).toHaveURL(coursePath);
  await page.getByRole('button', { name: 'Start learning' }).first().click();
  await expect(page).toHaveURL(/\/learn\/[^/]+\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
