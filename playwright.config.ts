import { defineConfig } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Browser tests against the production build: `node apps/api/dist/server.js` serves the API and
 * the SPA on one port, on a fresh embedded database (a new temp DATA_DIR per run, seeded).
 * Build first (`npm run build`); Chromium is the system one, never a downloaded browser.
 */
const PORT = Number(process.env.E2E_PORT ?? 3457);
const baseURL = `http://127.0.0.1:${PORT}`;

// The config is evaluated by the runner and again by each worker: only the runner makes the
// directory (the workers inherit its path through the environment) and removes it at exit.
if (!process.env.E2E_DATA_DIR) {
  const dataDir = mkdtempSync(join(tmpdir(), 'jal-e2e-'));
  process.env.E2E_DATA_DIR = dataDir;
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}
const DATA_DIR = process.env.E2E_DATA_DIR;

const jsonOutput = process.env.PLAYWRIGHT_JSON_OUTPUT_NAME;

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  // Without PLAYWRIGHT_JSON_OUTPUT_NAME the JSON report goes to a file rather than the console.
  reporter: [['list'], ['json', jsonOutput ? {} : { outputFile: 'test-results/e2e-report.json' }]],
  webServer: {
    // E2E_SERVER and E2E_WEB_DIST point at another build (e.g. one made with API_OUT_DIR).
    command: `node ${process.env.E2E_SERVER ?? 'apps/api/dist/server.js'}`,
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED: 'true',
      DATA_DIR,
      NODE_ENV: 'production',
      ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
    },
  },
  use: {
    baseURL,
    browserName: 'chromium',
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
