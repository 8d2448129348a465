import type { Page } from '@playwright/test';
import {
  expect,
  test,
  ACCOUNTS,
  expectNoAxeViolations,
  createLearner,
  signInWithApi,
  useLanguage,
  useTheme,
  type AccountKey,
} from './fixtures';

type Language = 'en' | 'hi';

/** A page to check: how to reach it, and a heading that shows its content has arrived. */
type Target = {
  name: string;
  path: string | ((courseId: string) => string);
  /** Who is signed in: a demo account, or a new learner where the visit itself enrols. */
  as?: AccountKey | 'new learner';
  /** The h1 (or the heading at `level`); without it any h1 will do (pages whose title is data). */
  heading?: Record<Language, string | RegExp>;
  level?: number;
  /** Content loaded after the heading, waited for before the scan. */
  ready?: (page: Page) => Promise<void>;
  /** The spec that scans this page in English in the light theme already: here it is scanned dark only. */
  lightScannedIn?: string;
};

const cardsShown = async (page: Page) => {
  await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
};

const TARGETS: Target[] = [
  {
    name: 'home',
    path: '/',
    heading: {
      en: 'Learn to plan and protect your watershed, in your language',
      hi: 'अपने जलग्रहण क्षेत्र की योजना और सुरक्षा करना सीखें, अपनी भाषा में',
    },
    ready: cardsShown,
    lightScannedIn: 'home.spec.ts',
  },
  {
    name: 'courses',
    path: '/courses',
    heading: { en: 'Courses', hi: 'पाठ्यक्रम' },
    ready: cardsShown,
    lightScannedIn: 'catalogue.spec.ts',
  },
  { name: 'course page', path: (id) => `/courses/${id}`, heading: { en: 'Course outline', hi: 'पाठ्यक्रम की रूपरेखा' }, level: 2 },
  { name: 'sign in', path: '/signin', heading: { en: 'Sign in', hi: 'साइन इन करें' } },
  { name: 'sign up', path: '/signup', heading: { en: 'Create your account', hi: 'अपना खाता बनाएँ' }, lightScannedIn: 'account.spec.ts' },
  { name: 'forgot password', path: '/forgot-password', heading: { en: 'Forgot your password?', hi: 'पासवर्ड भूल गए?' } },
  { name: 'reset password', path: '/reset-password?token=from-the-email', heading: { en: 'Set a new password', hi: 'नया पासवर्ड बनाएँ' } },
  { name: 'about', path: '/about', heading: { en: 'About Jal Shiksha', hi: 'जल शिक्षा के बारे में' }, lightScannedIn: 'info-pages.spec.ts' },
  { name: 'resources', path: '/resources', heading: { en: 'Resources', hi: 'संसाधन' }, lightScannedIn: 'info-pages.spec.ts' },
  { name: 'contact', path: '/contact', heading: { en: 'Contact us', hi: 'हमसे संपर्क करें' }, lightScannedIn: 'info-pages.spec.ts' },
  { name: 'not found', path: '/no-such-page', heading: { en: 'Page not found', hi: 'पेज नहीं मिला' } },
  // Dashboard pages are being built: any h1 will do for them.
  { name: 'dashboard courses (admin)', path: '/dashboard/courses', as: 'admin' },
  { name: 'dashboard users (organization)', path: '/dashboard/users', as: 'organization' },
  { name: 'access denied (learner)', path: '/dashboard', as: 'user', heading: { en: 'Access Denied', hi: 'पहुँच अस्वीकृत' } },
  { name: 'certificate check', path: '/verify', heading: { en: 'Check a certificate', hi: 'प्रमाणपत्र की जाँच करें' } },
  { name: 'course LMS page (learner)', path: (id) => `/courses/${id}/lms`, as: 'new learner' },
  { name: 'learning player (learner)', path: (id) => `/learn/${id}`, as: 'new learner' },
  { name: 'dashboard create course (admin)', path: '/dashboard/courses/create', as: 'admin' },
  { name: 'dashboard translations (admin)', path: '/dashboard/translations', as: 'admin' },
  { name: 'dashboard alerts (admin)', path: '/dashboard/alerts', as: 'admin' },
  { name: 'dashboard organizations master (admin)', path: '/dashboard/masters/organizations', as: 'admin' },
  { name: 'dashboard users (admin)', path: '/dashboard/users', as: 'admin' },
  { name: 'dashboard new organization (admin)', path: '/dashboard/masters/organizations/create', as: 'admin' },
  // The seeded organization.
  { name: 'dashboard organization (admin)', path: '/dashboard/masters/organizations/7b0c3f52-3d7e-4a4b-9a55-0d6c2f1e9a01', as: 'admin' },
  { name: 'dashboard reports (admin)', path: '/dashboard/reports', as: 'admin' },
  { name: 'dashboard background jobs (admin)', path: '/dashboard/jobs', as: 'admin' },
  { name: 'dashboard getting started (admin)', path: '/dashboard/getting-started', as: 'admin' },
  { name: 'dashboard work in progress (admin)', path: '/dashboard/helpdesk', as: 'admin' },
];

let courseId = '';

test.beforeAll(async ({ request }) => {
  const response = await request.get('/api/v1/courses', { params: { status: 'published', limit: 1 } });
  expect(response.ok()).toBe(true);
  const body = (await response.json()) as { data: { courses: { id: string }[] } };
  courseId = body.data.courses[0]?.id ?? '';
  expect(courseId).not.toBe('');
});

/**
 * Every page in both languages and both themes, paired: colour contrast depends on the theme
 * alone, and names, `lang` and text on the language alone, so English in the light theme and
 * Hindi in the dark one meet every value of both. A page another spec scans in English in the light
 * theme is scanned here in the dark one only.
 */
const COMBINATIONS = [
  { language: 'en', theme: 'light' },
  { language: 'hi', theme: 'dark' },
] as const;

/** Who visits a group of pages: nobody, a demo account, or a new learner made for the group. */
type Visitor = 'visitor' | NonNullable<Target['as']>;
const visitorOf = (target: Target): Visitor => target.as ?? 'visitor';

/** Opens `target` as it is shown in `language` and `theme`, waits for its content, and scans it. */
async function scan(page: Page, target: Target, language: Language, theme: 'light' | 'dark') {
  await page.goto(typeof target.path === 'string' ? target.path : target.path(courseId));
  await expect(page.locator('html')).toHaveAttribute('lang', language);
  await expect(page.locator('html')).toHaveAttribute('data-theme', theme);
  const heading = target.heading
    ? page.getByRole('heading', { level: target.level ?? 1, name: target.heading[language], exact: true })
    : page.getByRole('heading', { level: 1 }).first();
  await expect(heading).toBeVisible();
  // Nothing still loading inside <main> (some pages keep a status region for messages).
  await expect(page.getByRole('main').locator('.animate-spin')).toHaveCount(0);
  await target.ready?.(page);
  await expectNoAxeViolations(page);
}

const PAGES_PER_TEST = 4;

// One test per visitor, language and theme, each page a step of it: the pages of one visitor are
// opened one after the other in one browser, as a person goes from page to page, which spares a
// new browser and a first load of the app for every page.
for (const { language, theme } of COMBINATIONS) {
  test.describe(`axe (${language === 'en' ? 'English' : 'Hindi'}, ${theme})`, () => {
    const targets = TARGETS.filter((each) => theme === 'dark' || !each.lightScannedIn);
    for (const visitor of [...new Set(targets.map(visitorOf))]) {
      const pages = targets.filter((target) => visitorOf(target) === visitor);
      // A few pages a test, so that both workers stay busy to the end.
      for (let first = 0; first < pages.length; first += PAGES_PER_TEST) {
        const part = pages.slice(first, first + PAGES_PER_TEST);
        test(`${part.map((target) => target.name).join(', ')}: no WCAG 2.2 AA violations`, async ({ page, request }) => {
          test.setTimeout(part.length * 20_000);
          await useLanguage(page, language);
          await useTheme(page, theme);
          if (visitor === 'new learner') await signInWithApi(page, (await createLearner(request)).email);
          else if (visitor !== 'visitor') await signInWithApi(page, ACCOUNTS[visitor].email);
          for (const target of part) await test.step(target.name, () => scan(page, target, language, theme));
        });
      }
    }

    test('the open reader panel has no WCAG 2.2 AA violations', async ({ page }) => {
      await useLanguage(page, language);
      await useTheme(page, theme);
      await page.goto('/about');
      await page.getByRole('button', { name: language === 'en' ? 'Read aloud' : 'पढ़कर सुनाएँ', exact: true }).click();
      await expect(page.locator('#reader-panel')).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}
