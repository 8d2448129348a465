// Writes drizzle-kit's snapshot of schema.ts for the newest migration, so that `drizzle-kit
// generate` starts from the tables the migrations build. Run it after adding a migration written
// by hand, once schema.ts declares the same tables (src/db/schema-matches-migrations.test.ts
// proves they agree): `npm run snapshot -w @jal/api`.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateDrizzleJson } from 'drizzle-kit/api';
import * as schema from '../src/db/schema.js';

const meta = fileURLToPath(new URL('../src/db/migrations/meta', import.meta.url));
const journal = JSON.parse(readFileSync(join(meta, '_journal.json'), 'utf8')) as { entries: { tag: string }[] };
const newest = journal.entries.at(-1)?.tag;
if (!newest) throw new Error('The journal lists no migration.');
const prefix = newest.split('_')[0]!;
const target = `${prefix}_snapshot.json`;
// drizzle-kit chains snapshots by id; the one before the newest migration's is its parent.
const earlier = readdirSync(meta)
  .filter((name) => name.endsWith('_snapshot.json') && name < target)
  .sort()
  .at(-1);
const parentId = earlier ? (JSON.parse(readFileSync(join(meta, earlier), 'utf8')) as { id: string }).id : undefined;
writeFileSync(join(meta, target), `${JSON.stringify(generateDrizzleJson(schema, parentId), null, 2)}\n`);
console.log(`Wrote ${target} for ${newest}.`);
