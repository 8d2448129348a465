import type { APIRequestContext } from '@playwright/test';
import { expect, expectNoAxeViolations, signInWithApi, test, useLanguage, passwordOf, LEARNER_PASSWORD } from './fixtures';

const COURSE = 'watershed-basics';

type LmsLesson = { id: string; title: string; titleTranslations: Record<string, string> };
type Lms = { course: { id: string; titleTranslations: Record<string, string> }; modules: { lessons: LmsLesson[] }[] };

/** The learner's bearer headers, for setting up their progress through the API. */
async function learnerHeaders(request: APIRequestContext, email: string) {
  const response = await request.post('/api/v1/user/login', { data: { email, password: passwordOf(email) } });
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: { token: string } };
  return { authorization: `Bearer ${data.token}` };
}

/**
 * Enrols the learner in the demo course, completes its first lesson (text) and opens the second.
 * The third cannot be opened yet: the second is a video the server times on its own clock.
 */
async function startDemoCourse(request: APIRequestContext, email: string) {
  const headers = await learnerHeaders(request, email);
  const enrolled = await request.post(`/api/v1/courses/${COURSE}/enroll`, { headers });
  expect(enrolled.ok()).toBe(true);
  const lms = ((await enrolled.json()) as { data: Lms }).data;
  const [first, second] = lms.modules.flatMap((module) => module.lessons);
  if (!first || !second) throw new Error('the demo course has fewer than two lessons');
  expect((await request.post(`/api/v1/courses/${COURSE}/next`, { headers, data: { lessonId: first.id } })).ok()).toBe(true);
  expect((await request.get(`/api/v1/courses/${COURSE}/lessons/${second.id}`, { headers })).ok()).toBe(true);
  return { course: lms.course, opened: second };
}

test('a learner signs up in Hindi with a Hindi name, then continues at the exact lesson from the catalogue band and from My learning (360 px)', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 800 });
  await useLanguage(page, 'hi');
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
  const email = `e2e-hindi-${unique}@example.org`;
  await page.goto('/signup');
  await page.getByLabel('पूरा नाम', { exact: true }).fill('Sunita Devi');
  await page.getByLabel('हिंदी में नाम (देवनागरी)', { exact: true }).fill('सुनीता देवी');
  await page.getByLabel('ईमेल', { exact: true }).fill(email);
  await page.getByLabel('पासवर्ड', { exact: true }).fill(LEARNER_PASSWORD);
  await page.getByRole('checkbox', { name: 'मैंने गोपनीयता सूचना पढ़ ली है और उपयोग की शर्तें मुझे स्वीकार हैं' }).check();
  await page.getByRole('button', { name: 'खाता बनाएँ' }).click();
  await expect(page).toHaveURL('/courses');
  // The account keeps the Hindi name (the certificate prints it) and the accepted notice.
  const me = await request.get('/api/v1/user/me', { headers: await learnerHeaders(request, email) });
  const account = ((await me.json()) as { data: { nameVariants: { hindi?: string } | null } }).data;
  expect(account.nameVariants?.hindi).toBe('सुनीता देवी');

  const { course, opened } = await startDemoCourse(request, email);
  await page.goto('/courses');
  const band = page.getByRole('region', { name: 'जहाँ छोड़ा था, वहीं से आगे बढ़ें' });
  await expect(band.getByText(course.titleTranslations.hi ?? '', { exact: true })).toBeVisible();
  await expect(band.getByRole('progressbar', { name: 'प्रगति' })).toHaveAttribute('aria-valuenow', '12');
  await expect(band.getByText('8 में से 1 पाठ · 12%')).toBeVisible();
  await expect(band.getByRole('link', { name: /^आगे बढ़ें/ })).toHaveAttribute('href', `/learn/${course.id}/${opened.id}`);
  await band.getByRole('link', { name: 'मेरी पढ़ाई' }).click();

  await expect(page).toHaveURL('/my-learning');
  await expect(page.getByRole('heading', { level: 1, name: 'मेरी पढ़ाई' })).toBeVisible();
  const inProgress = page.getByRole('region', { name: 'जारी पाठ्यक्रम' });
  await expect(inProgress.getByRole('heading', { level: 3, name: course.titleTranslations.hi })).toBeVisible();
  await expect(page.getByRole('region', { name: 'पूरे किए गए पाठ्यक्रम' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await inProgress.getByRole('link', { name: /^आगे बढ़ें/ }).click();
  await expect(page).toHaveURL(`/learn/${course.id}/${opened.id}`);
  await expect(page.getByRole('heading', { level: 1, name: opened.titleTranslations.hi ?? opened.title })).toBeVisible();
});

test('My learning is empty before a course and lists it after, and Access Denied leads to it or to another account (English, 1280 px)', async ({
  page,
  learner,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInWithApi(page, learner.email);

  await page.goto('/my-learning');
  await expect(page.getByRole('heading', { level: 1, name: 'My learning' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'You have not started a course yet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Browse courses' })).toHaveAttribute('href', '/courses');
  await expectNoAxeViolations(page);

  await page.goto('/courses');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Continue where you left off' })).toHaveCount(0);

  const headers = await learnerHeaders(request, learner.email);
  expect((await request.post(`/api/v1/courses/${COURSE}/enroll`, { headers })).ok()).toBe(true);
  await page.goto('/my-learning');
  await expect(page.getByRole('region', { name: 'In progress' }).getByRole('progressbar', { name: 'Progress' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText('You need admin or organization privileges to access the dashboard.')).toBeVisible();
  await expect(page.getByText('Please login with an admin account to access this area.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to My learning' })).toHaveAttribute('href', '/my-learning');
  await page.getByRole('button', { name: 'Sign in with another account' }).click();
  await expect(page).toHaveURL('/signin?returnTo=%2Fdashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
});
