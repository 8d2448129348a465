import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase } from '../db/client.js';
import { seedDatabase } from '../seed/index.js';

/**
 * Every test app starts from a database already migrated (and, unless it asks otherwise, seeded).
 * Migrating and seeding once per run, then copying the result, saves seconds per test file: on
 * PGlite the copy is a saved data folder, on PostgreSQL a template database.
 */
export type DatabaseTemplates = { migrated: string; seeded: string };

/** Saves the two PGlite data folders as files and answers their paths. */
export async function writePgliteTemplates(): Promise<DatabaseTemplates> {
  const folder = mkdtempSync(join(tmpdir(), 'jal-pglite-'));
  const paths = { migrated: join(folder, 'migrated.tar'), seeded: join(folder, 'seeded.tar') };
  const database = await openDatabase({ kind: 'pglite', dataDir: null });
  const save = async (path: string) => writeFileSync(path, Buffer.from(await (await database.dump!()).arrayBuffer()));
  await save(paths.migrated);
  await seedDatabase(database.db);
  await save(paths.seeded);
  await database.close();
  return paths;
}

/** Makes the two template databases on the server and answers their names. */
export async function createPostgresTemplates(serverUrl: string): Promise<DatabaseTemplates> {
  const names = { migrated: 'template_migrated', seeded: 'template_seeded' };
  const admin = new pg.Client({ connectionString: `${serverUrl}/postgres` });
  await admin.connect();
  await admin.query(`create database ${names.migrated}`);
  await openDatabase({ kind: 'postgres', url: `${serverUrl}/${names.migrated}` }).then((database) => database.close());
  // A template is copied while nothing is connected to it, so each stage is its own database.
  await admin.query(`create database ${names.seeded} template ${names.migrated}`);
  const seeded = await openDatabase({ kind: 'postgres', url: `${serverUrl}/${names.seeded}` });
  await seedDatabase(seeded.db);
  await seeded.close();
  await admin.end();
  return names;
}
