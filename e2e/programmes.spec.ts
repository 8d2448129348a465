import type { APIRequestContext } from '@playwright/test';
import {
  expect,
  test,
  ACCOUNTS,
  DEMO_PASSWORD,
  LEARNER_PASSWORD,
  expectNoAxeViolations,
  signInWithApi,
  uniqueName,
  useLanguage,
} from './fixtures';

const COURSE = {
  slug: 'watershed-basics',
  title: 'Watershed Basics: From Ridge to Valley',
  hindiTitle: 'जलग्रहण क्षेत्र की मूल बातें: शिखर से घाटी तक',
  firstLessonHindi: 'जलग्रहण क्षेत्र: वर्षा जल के बहाव का क्षेत्र',
};
const OTHER_COURSE = 'gis-remote-sensing-for-watershed-planning';

/** A calendar day `days` from today, as a date field takes it (YYYY-MM-DD). */
const dayFromToday = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The bearer headers of `email`'s session, for setting up through the API what the journey does not look at. */
async function bearerOf(request: APIRequestContext, email: string, password = DEMO_PASSWORD) {
  const response = await request.post('/api/v1/user/login', { data: { email, password } });
  expect(response.ok(), `login of ${email}: HTTP ${response.status()}`).toBe(true);
  const { data } = (await response.json()) as { data: { token: string } };
  return { authorization: `Bearer ${data.token}` };
}

test.describe('training programmes', () => {
  test('a manager assigns a course with a due date to a batch; the learner is told, learns, and the manager sees it', async ({
    page,
    browser,
    request,
  }, testInfo) => {
    // Two people in two windows, four axe scans: longer than most journeys on a busy machine.
    test.setTimeout(90_000);
    const learnerName = uniqueName('Kiran');
    const learnerEmail = `${learnerName.toLowerCase()}@example.org`;
    const batchName = uniqueName('Rabi batch');
    const dueOn = dayFromToday(20);

    // Setup through the API: a learner of the manager's organization, already busy with a course of their own.
    const manager = await bearerOf(request, ACCOUNTS.organization.email);
    const made = await request.post('/api/v1/user', {
      headers: manager,
      data: { name: learnerName, email: learnerEmail, password: 'Given by the manager 7' },
    });
    expect(made.status(), await made.text()).toBe(201);
    // The manager knows that password: the learner chooses their own before anything else.
    const learner = await bearerOf(request, learnerEmail, 'Given by the manager 7');
    const chosen = await request.post('/api/v1/user/first-password', { headers: learner, data: { newPassword: LEARNER_PASSWORD } });
    expect(chosen.status(), await chosen.text()).toBe(200);
    expect((await request.post(`/api/v1/courses/${OTHER_COURSE}/enroll`, { headers: learner })).ok()).toBe(true);

    // The manager creates the batch, assigns the course with its due date and adds the learner.
    await signInWithApi(page, ACCOUNTS.organization.email);
    await page.goto('/dashboard/users/batches');
    await expect(page.getByRole('heading', { level: 1, name: 'Batches' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'New batch' }).click();
    await page.getByLabel('Batch name').fill(batchName);
    await page.getByRole('button', { name: 'Save batch' }).click();
    await expect(page.getByRole('heading', { level: 1, name: batchName })).toBeVisible();

    await page.getByRole('tab', { name: 'Courses' }).click();
    await page.getByRole('combobox', { name: 'Course', exact: true }).selectOption({ label: COURSE.title });
    await page.getByLabel('Due date').fill(dueOn);
    await page.getByRole('button', { name: 'Assign course' }).click();
    await expect(page.getByRole('tabpanel').getByText(COURSE.title, { exact: true })).toBeVisible();

    await page.getByRole('tab', { name: 'Learners' }).click();
    await page.getByLabel('Find learners of the organization').fill(learnerName);
    await page.getByRole('checkbox', { name: new RegExp(learnerName) }).check();
    await page.getByRole('button', { name: 'Add 1 learner' }).click();
    await expect(page.getByRole('tabpanel').getByRole('link', { name: learnerName })).toBeVisible();

    await page.getByRole('tab', { name: 'Progress' }).click();
    const row = page.getByRole('row', { name: new RegExp(learnerName) });
    await expect(row.getByRole('cell')).toHaveText('Not started');

    // The learner, in Hindi, finds the assigned course first with its due date, and the notice in the bell.
    const learnerContext = await browser.newContext({ baseURL: testInfo.project.use.baseURL });
    const learnerPage = await learnerContext.newPage();
    await useLanguage(learnerPage, 'hi');
    await signInWithApi(learnerPage, learnerEmail);
    await learnerPage.goto('/my-learning');
    const due = new Intl.DateTimeFormat('hi-IN', { dateStyle: 'medium', timeZone: 'UTC' }).format(new Date(`${dueOn}T00:00:00Z`));
    const first = learnerPage.getByRole('main').getByRole('article').first();
    await expect(first.getByRole('heading', { name: COURSE.hindiTitle })).toBeVisible();
    await expect(first).toContainText('आपको सौंपे गए');
    await expect(first).toContainText(`अंतिम तिथि ${due}`);
    // The course the learner began on their own comes after it.
    await expect(learnerPage.getByRole('main').getByRole('article').nth(1)).toBeVisible();

    const bell = learnerPage.getByRole('banner').getByRole('button', { name: 'सूचनाएँ, 1 अपठित' });
    await expect(bell.getByTestId('unread-count')).toHaveText('1');
    await bell.click();
    const panel = learnerPage.getByRole('region', { name: 'सूचनाएँ' });
    const notice = `आपके लिए नया कोर्स: ${COURSE.hindiTitle}, अंतिम तिथि ${due}`;
    await expect(panel.getByRole('link')).toContainText('अपठित');
    await expect(panel.getByRole('link')).toContainText(notice);
    await expectNoAxeViolations(learnerPage);
    await panel.getByRole('button', { name: 'सभी को पढ़ा हुआ मानें' }).click();
    await expect(learnerPage.getByRole('banner').getByRole('button', { name: 'सूचनाएँ', exact: true })).toBeVisible();
    await expect(learnerPage.getByTestId('unread-count')).toHaveCount(0);
    await expect(panel.getByRole('link')).toHaveText(notice);
    await learnerContext.close();

    // The learner completes the first lesson (the player's work is tested elsewhere).
    const next = await request.post(`/api/v1/courses/${COURSE.slug}/next`, { headers: learner, data: {} });
    expect(next.ok(), await next.text()).toBe(true);

    // The manager, now in Hindi, sees the learner's progress move on the board, and lesson by lesson.
    await page.evaluate(() => localStorage.setItem('language', 'hi'));
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: batchName })).toBeVisible();
    await expect(row.getByRole('cell')).toHaveText(/^\d+% पूरा$/);
    await expect(row.getByRole('cell')).not.toHaveText('0% पूरा');
    await expectNoAxeViolations(page);

    // From the users list, the learner's own page.
    await page.getByRole('navigation', { name: 'उपयोगकर्ता अनुभाग' }).getByRole('link', { name: 'उपयोगकर्ता' }).click();
    await page.getByLabel('नाम, ईमेल या मोबाइल नंबर से खोजें').fill(learnerName);
    await page.getByRole('link', { name: `प्रगति ${learnerName}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: `${learnerName} की प्रगति` })).toBeVisible();
    const course = page.getByRole('article', { name: COURSE.hindiTitle });
    await expect(course.getByRole('row', { name: new RegExp(COURSE.firstLessonHindi) })).toContainText('को पूरा किया');
    await expect(course.getByRole('row').nth(2)).toContainText('शुरू नहीं किया');
    await expectNoAxeViolations(page);
  });
});
