import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';

export { expect };

export const DEMO_PASSWORD = 'Demo@1234';
/** The password of the learners the tests sign up: the demo password is refused to anyone choosing one. */
export const LEARNER_PASSWORD = 'Kuan ka paani 2026';

/** The seeded demo accounts (@jalshiksha.org) share the demo password; the tests' own learners have theirs. */
export function passwordOf(email: string): string {
  return email.toLowerCase().endsWith('@jalshiksha.org') ? DEMO_PASSWORD : LEARNER_PASSWORD;
}

/** The seeded demo accounts (apps/api/src/seed/accounts.ts) and where each lands. */
export const ACCOUNTS = {
  user: { email: 'learner@jalshiksha.org', name: 'Asha Verma', hindiName: 'आशा वर्मा', label: 'Learner', landing: '/courses' },
  admin: {
    email: 'admin@jalshiksha.org',
    name: 'Ravi Admin',
    hindiName: 'Ravi Admin',
    label: 'Administrator',
    landing: '/dashboard/courses',
  },
  organization: {
    email: 'org@jalshiksha.org',
    name: 'Meera Kushwaha',
    hindiName: 'मीरा कुशवाहा',
    label: 'Organization manager',
    landing: '/dashboard/users',
  },
  superAdmin: {
    email: 'superadmin@jalshiksha.org',
    name: 'Sunita Super Admin',
    hindiName: 'Sunita Super Admin',
    label: 'Super administrator',
    landing: '/dashboard/courses',
  },
} as const;

export type AccountKey = keyof typeof ACCOUNTS;

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Runs axe on the page once its finite animations and transitions have ended (a fade caught
 * half-way would read as low contrast), and fails listing every violation: rule, help, targets.
 * `include` (a CSS selector) limits the scan to the part of a page that changed since a full scan.
 */
export async function expectNoAxeViolations(page: Page, include?: string) {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.effect?.getTiming().iterations === Infinity || animation.playState !== 'running'),
  );
  // Legacy mode runs axe in the page itself. The default mode opens a blank page to merge each
  // frame's results, which costs more than the scan on a page with no cross-origin frames (ours).
  const builder = new AxeBuilder({ page }).setLegacyMode(true);
  if (include) builder.include(include);
  const results = await builder
    .withTags(AXE_TAGS)
    .options({ resultTypes: ['violations'] })
    .analyze();
  const report = results.violations.map((violation) => {
    const targets = violation.nodes.map((node) => `    - ${node.target.join(' ')}`).join('\n');
    return `${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n${targets}`;
  });
  expect(report, `axe violations on ${page.url()}:\n${report.join('\n')}`).toEqual([]);
}

/** Waits until the app has taken over the server's HTML. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', undefined, { timeout: 10_000 });
}

/** Scrolls down step by step until `selector` exists, in a part below the fold, which loads as it nears the screen. */
export async function reach(page: Page, selector: string) {
  await expect
    .poll(async () =>
      page.evaluate(async (target) => {
        for (let y = window.scrollY; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
          if (document.querySelector(target)) return true;
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 80));
        }
        return !!document.querySelector(target);
      }, selector),
    )
    .toBe(true);
}

/** The path and query of the page's URL, e.g. '/signin?returnTo=%2Fdashboard'. */
export function pathOf(page: Page): string {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}`;
}

/**
 * Signs in through the demo list: the account's Use button fills the form, then the form's submit
 * button. It works in any UI language (the Use button is found by the e-mail shown next to it).
 * Opens /signin unless a sign-in page is already open (e.g. one with returnTo), and resolves once
 * the app has left the sign-in page.
 */
export async function signIn(page: Page, email: string) {
  if (!new URL(page.url(), 'http://x').pathname.startsWith('/signin')) await page.goto('/signin');
  const main = page.getByRole('main');
  // exact: admin@… is also the end of superadmin@….
  const account = main.getByRole('listitem').filter({ has: page.getByText(email, { exact: true }) });
  await account.getByRole('button').click();
  await expect(main.locator('#signin-email')).toHaveValue(email);
  await expect(main.locator('#signin-password')).toHaveValue(DEMO_PASSWORD);
  const submit = main.locator('form button[type="submit"]');
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page).not.toHaveURL(/\/signin(\?|$)/, { timeout: 15_000 });
}

/** Signs in through the form by typing the email and the demo password. */
export async function signInWithPassword(page: Page, email: string) {
  if (!new URL(page.url(), 'http://x').pathname.startsWith('/signin')) await page.goto('/signin');
  const main = page.getByRole('main');
  await main.locator('#signin-email').fill(email);
  await main.locator('#signin-password').fill(passwordOf(email));
  const submit = main.locator('form button[type="submit"]');
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page).not.toHaveURL(/\/signin(\?|$)/, { timeout: 15_000 });
}

/**
 * Signs in without the UI, for tests about what a signed-in user sees rather than about signing
 * in: the session the login API returns is stored where the app keeps it, before the first page
 * of the test loads.
 */
export async function signInWithApi(page: Page, email: string): Promise<string> {
  const response = await page.request.post('/api/v1/user/login', { data: { email, password: passwordOf(email) } });
  expect(response.ok(), `login of ${email}: HTTP ${response.status()}`).toBe(true);
  const { data } = (await response.json()) as { data: { token: string; user: unknown } };
  await page.addInitScript((session) => {
    if (sessionStorage.getItem('e2e:session-set')) return;
    localStorage.setItem('authToken', session.token);
    localStorage.setItem('currentUser', JSON.stringify(session.user));
    sessionStorage.setItem('e2e:session-set', '1');
  }, data);
  return data.token;
}

const TOAST_LOG_KEY = 'e2e:toasts';

/**
 * Records the text of every toast into sessionStorage, so a toast shown just before a full page
 * load (the sign-in welcome lives ~100 ms) can still be checked afterwards. Call before goto.
 */
export async function recordToasts(page: Page) {
  await page.addInitScript((key) => {
    const seen = new WeakSet<Element>();
    const record = () => {
      for (const toast of Array.from(document.querySelectorAll('[data-sonner-toast]'))) {
        const text = toast.textContent?.trim();
        if (seen.has(toast) || !text) continue;
        seen.add(toast);
        const log = JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[];
        log.push(text);
        sessionStorage.setItem(key, JSON.stringify(log));
      }
    };
    new MutationObserver(record).observe(document, { childList: true, subtree: true, characterData: true });
  }, TOAST_LOG_KEY);
}

/** The toasts recorded so far in this tab (see recordToasts). */
export async function recordedToasts(page: Page): Promise<string[]> {
  return page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? '[]') as string[], TOAST_LOG_KEY);
}

/** Starts every page of the context in the given UI language, as a returning visitor would. */
export async function useLanguage(page: Page, language: 'en' | 'hi') {
  await page.addInitScript((lang) => {
    if (!sessionStorage.getItem('e2e:language-set')) {
      localStorage.setItem('language', lang);
      sessionStorage.setItem('e2e:language-set', '1');
    }
  }, language);
}

/** Starts every page of the context in the given colour theme, as if the visitor had chosen it. */
export async function useTheme(page: Page, theme: 'light' | 'dark') {
  await page.addInitScript((choice) => {
    if (!sessionStorage.getItem('e2e:theme-set')) {
      localStorage.setItem('theme', choice);
      sessionStorage.setItem('e2e:theme-set', '1');
    }
  }, theme);
}

/** A learner account that belongs to one test. */
export type Learner = { email: string; name: string };

/** A course created for one test through the admin API (removed again when the test ends). */
export type Course = { id: string; title: string };

/** A name no other test (or repetition of this one) uses, e.g. for e-mail addresses and titles. */
export function uniqueName(prefix: string): string {
  return `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
}

/** Signs up a new learner through the API (LEARNER_PASSWORD). */
export async function createLearner(request: APIRequestContext, name = 'Kavita Test Learner'): Promise<Learner> {
  const email = `${uniqueName('learner')}@example.org`;
  const response = await request.post('/api/v1/auth/signup', { data: { name, email, password: LEARNER_PASSWORD } });
  expect(response.ok(), `sign-up of ${email}: HTTP ${response.status()}`).toBe(true);
  return { email, name };
}

type TestFixtures = {
  /**
   * A learner account of the test's own: learning progress and failed sign-ins are counted per
   * learner, so tests that enrol or mistype never see each other's traces.
   */
  learner: Learner;
  /** Makes a draft course of the test's own (titled after `title`), deleted when the test ends. */
  createDraftCourse: (title: string) => Promise<Course>;
};

type WorkerFixtures = {
  /** API requests with an administrator's session, for setting up what a test needs. */
  adminApi: APIRequestContext;
};

/**
 * The browser tests' `test`: Playwright's, plus fixtures that create through the real API what a
 * test changes, so that every test stands alone whatever runs beside it or before it.
 */
export const test = base.extend<TestFixtures, WorkerFixtures>({
  adminApi: [
    async ({ playwright }, use, workerInfo) => {
      const baseURL = workerInfo.project.use.baseURL;
      const login = await playwright.request.newContext({ baseURL });
      const response = await login.post('/api/v1/user/login', { data: { email: ACCOUNTS.admin.email, password: DEMO_PASSWORD } });
      expect(response.ok(), `admin login: HTTP ${response.status()}`).toBe(true);
      const { data } = (await response.json()) as { data: { token: string } };
      await login.dispose();
      const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { authorization: `Bearer ${data.token}` } });
      await use(api);
      await api.dispose();
    },
    { scope: 'worker' },
  ],

  learner: async ({ request }, use) => {
    await use(await createLearner(request));
  },

  createDraftCourse: async ({ adminApi }, use) => {
    const created: string[] = [];
    await use(async (title) => {
      const unique = uniqueName(title);
      const response = await adminApi.post('/api/v1/courses/admin', {
        data: { titleTranslations: { en: unique, hi: unique }, status: 'draft' },
      });
      expect(response.status(), `course ${unique}: ${await response.text()}`).toBe(201);
      const { data } = (await response.json()) as { data: { id: string } };
      created.push(data.id);
      return { id: data.id, title: unique };
    });
    for (const id of created) await adminApi.delete(`/api/v1/courses/admin/${id}`);
  },
});
