// `npm test`: typecheck, lint, the API contract (valid OpenAPI, Redocly's rules) and the build side
// by side, then unit and API tests (the API suite on PGlite, then on a real PostgreSQL server),
// then the browser tests. Stops at the first failing step and ends with one summary line of every
// test counted.
// `node scripts/test.mjs <part>` runs one part alone, with the same summary line:
//   web  the contracts and web unit tests
//   api  the API suite on PGlite, then on PostgreSQL
//   e2e  the build, then the browser tests
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { requireSupportedNode } from './supported-node.mjs';

requireSupportedNode();

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

/**
 * Runs commands at the same time, each one's output kept apart and printed whole when it ends.
 * Typecheck, lint and the build each keep one core busy at most: side by side they take the time
 * of the longest instead of the sum.
 */
async function runTogether(commands) {
  const results = await Promise.all(
    commands.map(
      ({ label, command, args }) =>
        new Promise((resolve) => {
          const started = Date.now();
          const child = spawn(command, args, { cwd: root, env: process.env });
          const chunks = [];
          child.stdout.on('data', (chunk) => chunks.push(chunk));
          child.stderr.on('data', (chunk) => chunks.push(chunk));
          child.on('close', (code) => {
            const seconds = ((Date.now() - started) / 1000).toFixed(1);
            const output = Buffer.concat(chunks).toString();
            writeFileSync(join(out, `${label.replace(/[^a-z0-9]+/gi, '-')}.log`), output);
            console.log(`\n=== ${label} ===\n${output}`);
            lines.push(`${label}: ${code === 0 ? 'ok' : 'FAILED'} (${seconds} s)`);
            resolve(code === 0);
          });
        }),
    ),
  );
  return results.every(Boolean);
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
const web = () => {
  const ok = run('unit tests: contracts and web', 'npx', vitest('apps/web/vite.config.ts', join(out, 'web.json')));
  countVitest(join(out, 'web.json'), 'web');
  return ok;
};
const apiOn = (database, label, title) => () => {
  const report = join(out, `api-${database}.json`);
  const ok = run(title, 'npx', vitest('apps/api/vitest.config.ts', report), { TEST_DB: database });
  countVitest(report, label);
  return ok;
};
const BUILD = { label: 'build', command: 'npm', args: ['run', 'build'] };
const build = () => run(BUILD.label, BUILD.command, BUILD.args);
const browser = () => {
  const ok = run('browser tests (Playwright, Chromium)', 'npx', ['playwright', 'test'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: join(out, 'browser.json'),
  });
  countPlaywright(join(out, 'browser.json'));
  return ok;
};

const parts = {
  web: [web],
  api: [
    apiOn('pglite', 'API on PGlite', 'API tests on PGlite (embedded)'),
    apiOn('postgres', 'API on PostgreSQL', 'API tests on PostgreSQL (server)'),
  ],
  e2e: [build, browser],
};
const part = process.argv[2];
if (part !== undefined && !(part in parts)) {
  console.error(`Unknown part "${part}": use one of ${Object.keys(parts).join(', ')}, or none for everything.`);
  process.exit(2);
}
const steps = part
  ? parts[part]
  : [
      () =>
        runTogether([
          { label: 'typecheck', command: 'npm', args: ['run', '--silent', 'typecheck'] },
          { label: 'lint and format', command: 'npm', args: ['run', '--silent', 'lint'] },
          { label: 'API contract (swagger-parser, Redocly)', command: 'npm', args: ['run', '--silent', 'lint:api-contract'] },
          BUILD,
        ]),
      ...parts.web,
      ...parts.api,
      browser,
    ];

for (const step of steps) {
  if (!(await step())) finish(false);
}
finish(true);
