import { buildApp } from '../app.js';
import { openDatabase } from '../db/client.js';

/** The API document exactly as a running server serves it at /api/docs/json (on an empty in-memory database). */
export async function servedDocument(): Promise<Record<string, unknown>> {
  const database = await openDatabase({ kind: 'pglite', dataDir: null });
  const app = await buildApp({ db: database.db, databaseKind: database.kind, logLevel: 'silent' });
  try {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    if (response.statusCode !== 200) throw new Error(`/api/docs/json answered ${response.statusCode}`);
    return response.json<Record<string, unknown>>();
  } finally {
    await app.close();
    await database.close();
  }
}
