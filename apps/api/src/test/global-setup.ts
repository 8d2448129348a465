import type { TestProject } from 'vitest/node';
import { startThrowawayPostgres } from './postgres-server.js';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string | null;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.TEST_DB !== 'postgres') {
    project.provide('postgresUrl', null);
    return;
  }
  const server = await startThrowawayPostgres();
  project.provide('postgresUrl', server.url);
  return () => server.stop();
}
