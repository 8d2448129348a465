import type { TestProject } from 'vitest/node';
import { createPostgresTemplates, writePgliteTemplates, type DatabaseTemplates } from './database-templates.js';
import { startThrowawayPostgres } from './postgres-server.js';
import { buildServerBundle } from './server-bundle.js';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string | null;
    databaseTemplates: DatabaseTemplates;
    /** The folder of the bundled server and commands (server.js, create-admin.js, backup.js, restore.js). */
    serverBundle: string;
  }
}

export default async function setup(project: TestProject) {
  const bundle = buildServerBundle();
  project.provide('serverBundle', bundle.dir);
  if (process.env.TEST_DB !== 'postgres') {
    project.provide('postgresUrl', null);
    project.provide('databaseTemplates', await writePgliteTemplates());
    return bundle.remove;
  }
  const server = await startThrowawayPostgres();
  project.provide('postgresUrl', server.url);
  project.provide('databaseTemplates', await createPostgresTemplates(server.url));
  return () => {
    bundle.remove();
    server.stop();
  };
}
