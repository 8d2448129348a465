// The tables the code is typed against (schema.ts) and the tables the migrations build must be the
// same, or a query compiles against a column the database lacks, and the next generated migration
// starts from a wrong picture. Both are built for real, on the suite's database, and their
// catalogs compared.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { generateDrizzleJson, generateMigration } from 'drizzle-kit/api';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { defaultMigrationsFolder, openDatabase, type Db } from './client.js';
import { rowsOf } from './queries.js';
import * as schema from './schema.js';

/**
 * Indexes whose migration adds `INCLUDE` columns (for index-only scans), which drizzle cannot
 * declare. The catalog of the migrations must show them; the comparison then leaves the clause out.
 */
const INCLUDED_COLUMNS: Record<string, string> = {
  enrolments_enrolled_at_idx: ' INCLUDE (course_id, user_id)',
  enrolments_completed_at_idx: ' INCLUDE (course_id, user_id)',
  certificates_issued_at_idx: ' INCLUDE (course_id, user_id)',
};

type Opened = { db: Db; close: () => Promise<void> };

/** A database with nothing in it, on the suite's engine. */
async function emptyDatabase(): Promise<Opened> {
  const serverUrl = inject('postgresUrl');
  if (!serverUrl) {
    const client = new PGlite({ extensions: { pg_trgm } });
    return { db: drizzlePglite(client) as unknown as Db, close: () => client.close() };
  }
  const name = `schema_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}`);
  const pool = new pg.Pool({ connectionString: `${serverUrl}/${name}`, max: 1 });
  return {
    db: drizzlePg(pool) as unknown as Db,
    close: async () => {
      await pool.end();
      await onServer(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/** A database built by every migration, as the server builds it. */
async function migratedDatabase(): Promise<Opened> {
  const serverUrl = inject('postgresUrl');
  const template = inject('databaseTemplates').migrated;
  if (!serverUrl) {
    const database = await openDatabase({ kind: 'pglite', dataDir: null, snapshot: new Blob([readFileSync(template)]) });
    return { db: database.db, close: database.close };
  }
  const name = `migrated_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database ${name} template ${template}`);
  const database = await openDatabase({ kind: 'postgres', url: `${serverUrl}/${name}` });
  return {
    db: database.db,
    close: async () => {
      await database.close();
      await onServer(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

async function onServer(serverUrl: string, statement: string) {
  const admin = new pg.Client({ connectionString: `${serverUrl}/postgres` });
  await admin.connect();
  await admin.query(statement);
  await admin.end();
}

/** Everything about the tables of `public` that a schema declares, one sorted line per fact. */
async function catalog(db: Db): Promise<{ tables: string[]; columns: string[]; indexes: string[]; constraints: string[] }> {
  const lines = async (query: string) => (await rowsOf<{ line: string }>(db, sql.raw(query))).map((row) => row.line).sort();
  return {
    tables: await lines(
      `select c.relname as line from pg_class c where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p')`,
    ),
    columns: await lines(`
      select c.relname || '.' || a.attname || ' ' || format_type(a.atttypid, a.atttypmod)
        || case when a.attnotnull then ' not null' else '' end
        || coalesce(' default ' || pg_get_expr(d.adbin, d.adrelid), '')
        || case a.attidentity when 'a' then ' identity always' when 'd' then ' identity by default' else '' end
        || case a.attgenerated when 's' then ' generated' else '' end as line
      from pg_attribute a
      join pg_class c on c.oid = a.attrelid
      left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
      where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p') and a.attnum > 0 and not a.attisdropped`),
    indexes: await lines(`select pg_get_indexdef(i.indexrelid) as line from pg_index i join pg_class c on c.oid = i.indrelid
      where c.relnamespace = 'public'::regnamespace`),
    constraints: await lines(`select conrelid::regclass || ' ' || conname || ' ' || pg_get_constraintdef(oid) as line
      from pg_constraint where connamespace = 'public'::regnamespace and conrelid <> 0 and contype <> 't'`),
  };
}

let migrated: Opened;
let declared: Opened;
beforeAll(async () => {
  migrated = await migratedDatabase();
  declared = await emptyDatabase();
  // What the tables lean on but drizzle does not declare: the trigram extension, and the
  // functions that indexes call, copied from the migrated database.
  await declared.db.execute(sql`create extension if not exists pg_trgm`);
  const functions = await rowsOf<{ definition: string }>(
    migrated.db,
    sql`select pg_get_functiondef(p.oid) as definition from pg_proc p where p.pronamespace = 'public'::regnamespace
      and not exists (select 1 from pg_depend d where d.objid = p.oid and d.deptype = 'e')`,
  );
  for (const { definition } of functions) await declared.db.execute(sql.raw(definition));
  const statements = await generateMigration(generateDrizzleJson({}), generateDrizzleJson(schema));
  for (const statement of statements) await declared.db.execute(sql.raw(statement));
});
afterAll(async () => {
  await migrated?.close();
  await declared?.close();
});

describe('schema.ts and the migrations', () => {
  it('describe the same tables, columns, indexes and constraints', async () => {
    const fromMigrations = await catalog(migrated.db);
    const fromSchema = await catalog(declared.db);
    for (const [name, clause] of Object.entries(INCLUDED_COLUMNS)) {
      const index = fromMigrations.indexes.findIndex((line) => line.includes(` INDEX ${name} `));
      expect(fromMigrations.indexes[index], `${name} is built with${clause}`).toContain(clause);
      fromMigrations.indexes[index] = fromMigrations.indexes[index]!.replace(clause, '');
    }
    const migrationLines = Object.values(fromMigrations).flat();
    const schemaLines = Object.values(fromSchema).flat();
    expect({
      onlyInMigrations: migrationLines.filter((line) => !schemaLines.includes(line)),
      onlyInSchema: schemaLines.filter((line) => !migrationLines.includes(line)),
    }).toEqual({ onlyInMigrations: [], onlyInSchema: [] });
  });
});

describe('the migrations folder', () => {
  const folder = defaultMigrationsFolder();

  it('lists every SQL file in the journal, each dated after the one before', () => {
    // The migrator runs only what the journal lists, and on a database that has migrations only
    // those dated after the newest it has: a file left out or dated earlier never reaches it.
    const journal = JSON.parse(readFileSync(join(folder, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string; when: number }[] };
    const files = readdirSync(folder).filter((name) => name.endsWith('.sql'));
    expect(journal.entries.map((entry) => `${entry.tag}.sql`)).toEqual(files.sort());
    const outOfOrder = journal.entries.filter((entry, index) => index > 0 && entry.when <= journal.entries[index - 1]!.when);
    expect(outOfOrder.map((entry) => entry.tag)).toEqual([]);
  });

  // It reads only files: once is enough.
  it.skipIf(inject('postgresUrl'))('leaves drizzle-kit generate nothing to write', () => {
    const apiDir = fileURLToPath(new URL('../..', import.meta.url));
    const copy = mkdtempSync(join(tmpdir(), 'jal-migrations-'));
    try {
      cpSync(folder, copy, { recursive: true });
      const before = readdirSync(copy, { recursive: true }).sort();
      const kit = join(dirname(createRequire(import.meta.url).resolve('drizzle-kit')), 'bin.cjs');
      // drizzle-kit opens the snapshots by a path relative to where it runs.
      const out = relative(apiDir, copy);
      const run = spawnSync(process.execPath, [kit, 'generate', '--dialect', 'postgresql', '--schema', 'src/db/schema.ts', '--out', out], {
        cwd: apiDir,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
        timeout: 60_000,
      });
      const said = `${run.stdout}${run.stderr}`;
      // When this fails after a migration written by hand: `npm run snapshot -w @jal/api`.
      expect(said).toContain('No schema changes');
      expect(readdirSync(copy, { recursive: true }).sort()).toEqual(before);
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });
});
