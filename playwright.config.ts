import { defineConfig } from '@playwright/test';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO_END } from './e2e/demo-end';
import { E2E_PORT, SITE_WIDE_SMTP_PORT, SMTP_PORT } from './e2e/ports';
import { SITE_WIDE } from './e2e/site-wide';

/**
 * Browser tests against the production build: `node apps/api/dist/server.js` serves the API and
 * the SPA on one port, on a fresh embedded database (a new temp DATA_DIR per run, seeded).
 * Build first (`npm run build`); Chromium is the system one, never a downloaded browser.
 *
 * Every test stands alone: it makes the accounts, courses and so on that it changes, so the tests
 * run in parallel and in any order. A few tests change what every visitor sees (the current
 * alert, a UI string, the published catalogue) and are tagged SITE_WIDE: they run one at a time
 * against a second server of their own, so the other tests always see the seeded site. The tests
 * that end demo mode (tagged DEMO_END) disable the demo accounts everyone signs in with: they
 * have a third server.
 */
const PORT = E2E_PORT;
const SITE_WIDE_PORT = PORT + 1;
const DEMO_END_PORT = PORT + 2;
const url = (port: number) => `http://127.0.0.1:${port}`;

// The config is evaluated by the runner and again by each worker: only the runner makes the
// directories (the workers inherit the path through the environment) and removes them at exit.
const DATA_DIR = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'jal-e2e-'));
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = DATA_DIR;
  process.on('exit', () => rmSync(DATA_DIR, { recursive: true, force: true }));
}
const dataDir = (name: string) => {
  const dir = join(DATA_DIR, name);
  mkdirSync(dir, { recursive: true });
  return dir;
};

/** The production server on `port`, seeded, keeping its data in `dir`, with any `extraEnv`. */
function server(port: number, dir: string, extraEnv: Record<string, string> = {}) {
  return {
    // E2E_SERVER and E2E_WEB_DIST point at another build (e.g. one made with API_OUT_DIR).
    command: `node ${process.env.E2E_SERVER ?? 'apps/api/dist/server.js'}`,
    url: `${url(port)}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      // Links in email and on certificates lead back to the address the tests open.
      PUBLIC_URL: url(port),
      LOG_LEVEL: 'warn',
      SEED: 'true',
      DATA_DIR: dir,
      NODE_ENV: 'production',
      ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
      ...extraEnv,
    },
  };
}

const jsonOutput = process.env.PLAYWRIGHT_JSON_OUTPUT_NAME;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  // Without PLAYWRIGHT_JSON_OUTPUT_NAME the JSON report goes to a file rather than the console.
  reporter: [['list'], ['json', jsonOutput ? {} : { outputFile: 'test-results/e2e-report.json' }]],
  webServer: [
    server(PORT, dataDir('site'), { SMTP_URL: `smtp://127.0.0.1:${SMTP_PORT}` }),
    // Only the main site's tests listen to lessons and download smaller videos: the others'
    // servers neither read lessons aloud nor make copies of the videos at start-up.
    // Its email fails until the background-jobs test listens, and a failed job is tried again
    // within a fifth of a second, then sooner parked (six tries in about eight seconds).
    server(SITE_WIDE_PORT, dataDir('site-wide'), {
      JAL_LESSON_AUDIO: 'off',
      JAL_VIDEO_VARIANTS: 'off',
      SMTP_URL: `smtp://127.0.0.1:${SITE_WIDE_SMTP_PORT}`,
      JOB_RETRY_BASE_MS: '200',
    }),
    server(DEMO_END_PORT, dataDir('demo-end'), { JAL_LESSON_AUDIO: 'off', JAL_VIDEO_VARIANTS: 'off' }),
  ],
  // Tests are handed out in the order of the projects. The two whose tests run one at a time come
  // first: the other worker meanwhile runs the main project's tests, and at the end both workers
  // are busy with those, instead of one waiting for the last of a queue only the other may take.
  projects: [
    {
      name: 'site-wide changes',
      grep: new RegExp(SITE_WIDE),
      grepInvert: new RegExp(DEMO_END),
      workers: 1,
      use: { baseURL: url(SITE_WIDE_PORT) },
    },
    { name: 'demo mode ending', grep: new RegExp(DEMO_END), workers: 1, use: { baseURL: url(DEMO_END_PORT) } },
    { name: 'browser', grepInvert: new RegExp(`${SITE_WIDE}|${DEMO_END}`), use: { baseURL: url(PORT) } },
  ],
  use: {
    browserName: 'chromium',
    // The service worker precaches the whole app in each new context and answers requests a test
    // may route itself; only the offline tests, which are about it, let it register.
    serviceWorkers: 'block',
    viewport: { width: 1280, height: 800 },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    trace: 'off',
    screenshot: 'only-on-failure',
    video: 'off',
  },
});
