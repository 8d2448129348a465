// The EXPLAIN (ANALYZE) of every query a request runs: a server of its own on the state's
// database, whose connections load auto_explain, and the PostgreSQL log read back around each
// request. Needs a superuser and the server's log beside its data folder (the throwaway server
// of the benchmark has both); otherwise says why there are no plans.
import pg from 'pg';
import { apiServerEnv, HOST, spawnChild, temporaryDataDir, waitUntilOk } from '../lib/processes.mjs';

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

const PLANS_KEPT = 3;
const LINES_KEPT = 30;

/** The slowest plans auto_explain wrote in a piece of the PostgreSQL log, each cut to a readable length. */
function plansOf(logText) {
  const plans = logText
    .split(/^\S+ \S+ \S+ \[\d+\] LOG: {2}(?=duration: )/m)
    .filter((part) => part.startsWith('duration: '))
    .map((part) => ({ ms: Number(/^duration: ([\d.]+) ms/.exec(part)?.[1] ?? 0), text: part.trim() }));
  return plans
    .sort((a, b) => b.ms - a.ms)
    .slice(0, PLANS_KEPT)
    .map(({ text }) => {
      const lines = text.split('\n').map((line) => (line.length > 400 ? `${line.slice(0, 400)}…` : line));
      return lines.length > LINES_KEPT
        ? [...lines.slice(0, LINES_KEPT), `\t… ${lines.length - LINES_KEPT} more lines`].join('\n')
        : lines.join('\n');
    })
    .join('\n');
}

/** `targets` name whose session each sends (`account`, a key of `accounts`: the email and password to sign in with). */
export async function captureExplains({ databaseUrl, port, apiServer, webDir, targets, accounts, signIn }) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const database = (await client.query('select current_database() as name')).rows[0].name;
  let logFile;
  try {
    const dataDirectory = (await client.query(`select setting from pg_settings where name = 'data_directory'`)).rows[0].setting;
    logFile = `${dataDirectory.replace(/\/[^/]+$/, '')}/server.log`;
    await client.query(`select pg_stat_file('${logFile}')`);
    await client.query(`alter database ${database} set session_preload_libraries = 'auto_explain'`);
    await client.query(`alter database ${database} set auto_explain.log_min_duration = 0`);
    await client.query(`alter database ${database} set auto_explain.log_analyze = on`);
    await client.query(`alter database ${database} set auto_explain.log_nested_statements = on`);
  } catch (error) {
    await client.end();
    const reason = `No plans: the PostgreSQL log could not be read or auto_explain set (${error.message}).`;
    return targets.map((target) => ({ name: target.name, path: target.path, plans: reason }));
  }
  const logSize = async () => Number((await client.query(`select size from pg_stat_file('${logFile}')`)).rows[0].size);
  const readLog = async (from, to) =>
    (await client.query(`select pg_read_file('${logFile}', ${from}, ${Math.max(0, to - from)}) as text`)).rows[0].text;

  const server = spawnChild(
    'API (auto_explain)',
    [apiServer],
    apiServerEnv({
      port,
      dataDir: temporaryDataDir('jal-bench-explain-'),
      webDir,
      extra: { DATABASE_URL: databaseUrl, SEED: 'false', JAL_LESSON_AUDIO: 'off', JAL_VIDEO_VARIANTS: 'off' },
    }),
  );
  const base = `http://${HOST}:${port}`;
  const results = [];
  try {
    await waitUntilOk(server, `${base}/api/health`, 60_000);
    // The side's own sign-ins belong to the other server: each account signs in here instead.
    const sessions = {};
    for (const name of new Set(targets.map((target) => target.account).filter(Boolean)))
      sessions[name] = await signIn(base, accounts[name]);
    for (const target of targets) {
      const headers = target.account ? sessions[target.account] : {};
      const before = await logSize();
      const response = await fetch(base + target.path, { headers, signal: AbortSignal.timeout(60_000) });
      await response.arrayBuffer();
      await sleep(300);
      const plans = plansOf(await readLog(before, await logSize()));
      results.push({ name: target.name, path: target.path, plans: `HTTP ${response.status}\n${plans}` });
    }
  } finally {
    server.proc.kill('SIGTERM');
    await client.query(`alter database ${database} reset all`).catch(() => {});
    await client.end();
  }
  return results;
}
