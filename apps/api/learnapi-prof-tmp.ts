import autocannon from 'autocannon';
import { buildApp } from './src/app.js';
import { openDatabase } from './src/db/client.js';
import { seedDatabase } from './src/db/seed/index.js';
const database = await openDatabase({ kind: 'pglite', dataDir: null });
await seedDatabase(database.db);
const app = await buildApp({ db: database.db, databaseKind: 'pglite', logLevel: 'silent' });
await app.listen({ port: 3472, host: '127.0.0.1' });
const login = await app.inject({ method: 'POST', url: '/api/v1/user/login', payload: { email: 'learner@jalshiksha.org', password: 'Demo@1234' } });
const headers = { authorization: `Bearer ${login.json().data.token}` };
await app.inject({ method: 'POST', url: '/api/v1/courses/watershed-basics/enroll', headers });
const run = (path: string) =>
  new Promise<void>((resolve) =>
    autocannon({ url: `http://127.0.0.1:3472${path}`, connections: 10, duration: 4, headers }, (_e, r) => {
      console.log(path.padEnd(45), 'rps', r.requests.average, 'p50', r.latency.p50, 'p99', r.latency.p99, 'non2xx', r.non2xx);
      resolve();
    }),
  );
for (const path of (process.argv[2] ?? '/api/v1/user/me,/api/v1/courses/watershed-basics/lms').split(',')) await run(path);
await app.close();
await database.close();
