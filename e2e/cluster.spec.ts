import { startCluster, type Cluster } from '../apps/api/src/test/cluster';
import { startThrowawayPostgres } from '../apps/api/src/test/postgres-server';
import { expect, test } from './fixtures';
import { E2E_PORT } from './ports';

/**
 * A learner's visit through nginx to two API processes on one PostgreSQL database, while one
 * process and then the other is stopped and started again (a rolling restart): not one request
 * fails and the progress made on one process is there on the other. The cluster is this file's
 * own (its own PostgreSQL, the production build, the repository's nginx configuration).
 */
const NGINX_PORT = E2E_PORT + 8;
const COURSE = 'Watershed Basics: From Ridge to Valley';
const LEARNER = { name: 'Rolling Restart', email: 'rolling-restart@example.org', password: 'rolling-restart-password' };

let postgres: { url: string; stop: () => void } | undefined;
let cluster: Cluster | undefined;

test.use({ baseURL: `http://127.0.0.1:${NGINX_PORT}` });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  postgres = await startThrowawayPostgres();
  cluster = await startCluster({ postgresUrl: postgres.url, serverArgs: ['apps/api/dist/server.js'], nginxPort: NGINX_PORT });
});

test.afterAll(async () => {
  await cluster?.close();
  postgres?.stop();
});

test('a learner signs in, enrols and completes a lesson through nginx while each process restarts in turn', async ({ page, request }) => {
  test.setTimeout(120_000);
  const [first, second] = cluster!.processes;
  const failures: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 500) failures.push(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  page.on('requestfailed', (failed) => {
    // The browser's own cancel (leaving a page while its video loads) is no answer of the server.
    const reason = failed.failure()?.errorText ?? '';
    if (reason !== 'net::ERR_ABORTED') failures.push(`failed ${failed.method()} ${failed.url()}: ${reason}`);
  });
  page.on('pageerror', (error) => failures.push(`page error: ${error.message}`));

  expect((await request.post('/api/v1/auth/signup', { data: LEARNER })).status()).toBe(201);
  await page.goto('/signin');
  const main = page.getByRole('main');
  await main.locator('#signin-email').fill(LEARNER.email);
  await main.locator('#signin-password').fill(LEARNER.password);
  await main.locator('form button[type="submit"]').click();
  await expect(page).not.toHaveURL(/\/signin(\?|$)/, { timeout: 15_000 });

  await page.goto('/courses/watershed-basics');
  await expect(page.getByRole('heading', { level: 1, name: COURSE })).toBeVisible();
  await page.getByRole('button', { name: 'Start learning' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'A watershed is a drainage area' })).toBeVisible();

  // The first process stops (it drains and exits): nginx sends everything to the second.
  await first!.stop();
  await page.getByRole('navigation', { name: 'Lesson navigation' }).getByRole('button', { name: 'Mark as complete and continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Walking the ridge line' })).toBeVisible();

  // It comes back, and the second one stops: the progress made meanwhile is there on the first.
  await first!.start();
  await second!.stop();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Walking the ridge line' })).toBeVisible();
  await page.goto('/my-learning');
  await expect(page.getByRole('main').getByText(COURSE).first()).toBeVisible();
  await second!.start();
  await page.goto('/courses/watershed-basics/lms');
  await expect(page.getByRole('main').getByText('A watershed is a drainage area').first()).toBeVisible();

  expect(failures).toEqual([]);
});
