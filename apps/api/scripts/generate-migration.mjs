// `npm run generate -w @jal/api -- --name what_it_does`: drizzle-kit writes the migration that
// takes the database from the newest snapshot to schema.ts, with its own snapshot. The migrator
// applies only migrations dated after the newest one a database has, and drizzle-kit dates a new
// one by the clock, which can fall before a migration written by hand: such a date is moved to
// just after the previous migration's.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const apiDir = fileURLToPath(new URL('..', import.meta.url));
const journalPath = join(apiDir, 'src/db/migrations/meta/_journal.json');
const readJournal = () => JSON.parse(readFileSync(journalPath, 'utf8'));

const before = readJournal().entries.length;
const kit = join(dirname(createRequire(import.meta.url).resolve('drizzle-kit')), 'bin.cjs');
const run = spawnSync(process.execPath, [kit, 'generate', ...process.argv.slice(2)], { cwd: apiDir, stdio: 'inherit' });
if (run.status !== 0) process.exit(run.status ?? 1);

const journal = readJournal();
const [previous, added] = journal.entries.slice(-2);
if (journal.entries.length > before && added.when <= previous.when) {
  added.when = previous.when + 1;
  writeFileSync(journalPath, `${JSON.stringify(journal, null, 2)}\n`);
  console.log(`Dated ${added.tag} after ${previous.tag}.`);
}
