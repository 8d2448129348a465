import { expect, test, ACCOUNTS, DEMO_PASSWORD, recordToasts, recordedToasts, signIn, signInWithApi, type AccountKey } from './fixtures';

test.describe('sign in with each demo account', () => {
  const cases: AccountKey[] = ['user', 'admin', 'organization', 'superAdmin'];
  for (const key of cases) {
    const account = ACCOUNTS[key];
    test(`${account.label} lands on ${account.landing}, is greeted, and logs out`, async ({ page }) => {
      await recordToasts(page);
      await page.goto('/signin');
      await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
      await page.getByRole('button', { name: `Use the ${account.label} account`, exact: true }).click();
      await expect(page.getByLabel('Email', { exact: true })).toHaveValue(account.email);
      await expect(page.getByLabel('Password', { exact: true })).toHaveValue(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();

      await expect(page).toHaveURL(account.landing);
      const header = page.getByRole('banner');
      await expect(header.getByText(`Welcome, ${account.name}`)).toBeVisible();
      await expect(header.getByRole('link', { name: 'Login' })).toHaveCount(0);
      // The welcome toast lives ~100 ms before the full page load; it was recorded on the way.
      await expect.poll(() => recordedToasts(page)).toContain(`Welcome ${account.name}! Logged in successfully.`);

      const isAdmin = key === 'admin' || key === 'superAdmin';
      await expect(header.getByText('Admin', { exact: true })).toHaveCount(isAdmin ? 1 : 0);

      await header.getByRole('button', { name: 'Logout' }).click();
      await expect(page).toHaveURL('/');
      await expect(page.getByText('Logged out successfully')).toBeVisible();
      await expect(header.getByRole('link', { name: 'Login' })).toBeVisible();
      await expect(header.getByRole('link', { name: 'Register' })).toBeVisible();
      await expect(header.getByText(`Welcome, ${account.name}`)).toHaveCount(0);
      expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
    });
  }
});

test('an admin outside the dashboard sees the Admin Dashboard link, which opens the dashboard', async ({ page }) => {
  await signInWithApi(page, ACCOUNTS.admin.email);
  await page.goto('/dashboard/courses');
  const header = page.getByRole('banner');
  await expect(page.getByRole('heading', { level: 1, name: 'Courses' })).toBeVisible();
  // Inside the dashboard the link is not offered.
  await expect(header.getByRole('link', { name: 'Admin Dashboard' })).toHaveCount(0);
  await header.getByRole('link', { name: 'Home' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Learn to plan and protect your watershed, in your language' })).toBeVisible();
  await expect(header.getByText('Admin', { exact: true })).toBeVisible();
  await header.getByRole('link', { name: 'Admin Dashboard' }).click();
  await expect(page).toHaveURL('/dashboard/courses');
  // The dashboard's code and strings load on this first visit. Should the heading not come, the
  // failure says what the page showed instead.
  await expect(page.getByRole('heading', { level: 1, name: 'Courses' }))
    .toBeVisible({ timeout: 20_000 })
    .catch(async (error: Error) => {
      throw new Error(`${error.message}\nThe page showed instead: ${await page.locator('body').innerText()}`);
    });
});

test('a signed-in session survives a reload', async ({ page }) => {
  await signIn(page, ACCOUNTS.user.email);
  await expect(page).toHaveURL('/courses');
  await page.reload();
  await expect(page.getByRole('banner').getByText(`Welcome, ${ACCOUNTS.user.name}`)).toBeVisible();
});

test.describe('sign-in form', () => {
  test('the submit button is disabled while a field is empty', async ({ page }) => {
    await page.goto('/signin');
    const email = page.getByLabel('Email', { exact: true });
    const password = page.getByLabel('Password', { exact: true });
    const submit = page.getByRole('button', { name: 'Sign in', exact: true });
    await expect(submit).toBeDisabled();
    await email.fill(ACCOUNTS.user.email);
    await expect(submit).toBeDisabled();
    await password.fill('anything');
    await expect(submit).toBeEnabled();
    await email.fill('   ');
    await expect(submit).toBeDisabled();
    await email.fill(ACCOUNTS.user.email);
    await password.fill('');
    await expect(submit).toBeDisabled();
  });

  // A learner of its own: failed sign-ins are counted per account and would lock a shared one.
  test('a wrong password shows an error toast and stays on /signin', async ({ page, learner }) => {
    await page.goto('/signin');
    await page.getByLabel('Email', { exact: true }).fill(learner.email);
    await page.getByLabel('Password', { exact: true }).fill('Wrong@12345');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByText('Invalid email or password.')).toBeVisible();
    await expect(page).toHaveURL('/signin');
    await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
  });

  test('links to sign-up', async ({ page }) => {
    await page.goto('/signin');
    await page.getByRole('main').getByRole('link', { name: 'Create an account' }).click();
    await expect(page).toHaveURL('/signup');
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  });
});

test.describe('sign-up', () => {
  test('creates an account and lands on /courses signed in', async ({ page }) => {
    const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
    const name = `E2E Learner ${unique}`;
    await recordToasts(page);
    await page.goto('/signup');
    await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
    await page.getByLabel('Full name', { exact: true }).fill(name);
    await page.getByLabel('Email', { exact: true }).fill(`e2e-${unique}@example.org`);
    await page.getByLabel('Password', { exact: true }).fill('Learn@water1');
    await page.getByRole('checkbox', { name: 'I have read the Privacy notice and accept the Terms of use' }).check();
    await page.getByRole('button', { name: 'Create account' }).click();

    await expect(page).toHaveURL('/courses');
    await expect(page.getByRole('banner').getByText(`Welcome, ${name}`)).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toHaveCount(0);
    await expect.poll(() => recordedToasts(page)).toContain(`Welcome ${name}! Logged in successfully.`);
  });

  test('shows field errors for invalid input and stays on /signup', async ({ page }) => {
    await page.goto('/signup');
    await page.getByLabel('Full name', { exact: true }).fill('A');
    await page.getByLabel('Email', { exact: true }).fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText('Enter your name (2 to 100 characters).')).toBeVisible();
    await expect(page.getByText('Enter a valid email address.')).toBeVisible();
    await expect(page.getByText('The password needs 8 to 128 characters.')).toBeVisible();
    await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL('/signup');
  });

  test('refuses an e-mail that is already registered', async ({ page }) => {
    await page.goto('/signup');
    await page.getByLabel('Full name', { exact: true }).fill('Someone Else');
    await page.getByLabel('Email', { exact: true }).fill(ACCOUNTS.user.email);
    await page.getByLabel('Password', { exact: true }).fill('Learn@water1');
    await page.getByRole('checkbox', { name: 'I have read the Privacy notice and accept the Terms of use' }).check();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.locator('[data-sonner-toast][data-type="error"]')).toContainText('An account with this email already exists.');
    await expect(page).toHaveURL('/signup');
    expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
  });
});
