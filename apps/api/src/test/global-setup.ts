import type { TestProject } from 'vitest/node';
import { createPostgresTemplates, writePgliteTemplates, type DatabaseTemplates } from './database-templates.js';
import { startThrowawayPostgres } from './postgres-server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string | null;
    databaseTemplates: DatabaseTemplates;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.TEST_DB !== 'postgres') {
    project.provide('postgresUrl', null);
    project.provide('databaseTemplates', await writePgliteTemplates());
    return;
  }
  const server = await startThrowawayPostgres();
  project.provide('postgresUrl', server.url);
  project.provide('databaseTemplates', await createPostgresTemplates(server.url));
  return () => server.stop();
}
