// `npm test`: typecheck, lint, unit and API tests (the API suite on PGlite, then on a real
// PostgreSQL server), then the browser tests. Stops at the first failing step and ends with
// one summary line of every test counted.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const out = join(root, '.test-output');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

const totals = { passed: 0, failed: 0, skipped: 0 };
const lines = [];

function run(label, command, args, env = {}) {
  console.log(`\n=== ${label} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  lines.push(`${label}: ${result.status === 0 ? 'ok' : 'FAILED'} (${seconds} s)`);
  return result.status === 0;
}

function countVitest(file, label) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  totals.skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  lines.push(`  ${label}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const stats = JSON.parse(readFileSync(file, 'utf8')).stats;
  totals.passed += stats.expected + (stats.flaky ?? 0);
  totals.failed += stats.unexpected;
  totals.skipped += stats.skipped;
  lines.push(`  browser: ${stats.expected + (stats.flaky ?? 0)} passed, ${stats.unexpected} failed`);
}

function finish(ok) {
  console.log('\n=== summary ===');
  for (const line of lines) console.log(line);
  console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
  process.exit(ok ? 0 : 1);
}

const vitest = (config, report) => [
  'vitest',
  'run',
  '--config',
  config,
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${report}`,
];
const steps = [
  () => run('typecheck', 'npm', ['run', '--silent', 'typecheck']),
  () => run('lint and format', 'npm', ['run', '--silent', 'lint']),
  () => {
    const ok = run('unit tests: contracts and web', 'npx', vitest('apps/web/vite.config.ts', join(out, 'web.json')));
    countVitest(join(out, 'web.json'), 'web');
    return ok;
  },
  () => {
    const ok = run('API tests on PGlite (embedded)', 'npx', vitest('apps/api/vitest.config.ts', join(out, 'api-pglite.json')), {
      TEST_DB: 'pglite',
    });
    countVitest(join(out, 'api-pglite.json'), 'API on PGlite');
    return ok;
  },
  () => {
    const ok = run('API tests on PostgreSQL (server)', 'npx', vitest('apps/api/vitest.config.ts', join(out, 'api-postgres.json')), {
      TEST_DB: 'postgres',
    });
    countVitest(join(out, 'api-postgres.json'), 'API on PostgreSQL');
    return ok;
  },
  () => run('build', 'npm', ['run', 'build']),
  () => {
    const ok = run('browser tests (Playwright, Chromium)', 'npx', ['playwright', 'test'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: join(out, 'browser.json'),
    });
    countPlaywright(join(out, 'browser.json'));
    return ok;
  },
];

for (const step of steps) {
  if (!step()) finish(false);
}
finish(true);
