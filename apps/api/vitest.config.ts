import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// TEST_DB=postgres runs the same suite on a throwaway PostgreSQL server (see src/test/postgres-server.ts).
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: `api (${process.env.TEST_DB === 'postgres' ? 'PostgreSQL' : 'PGlite'})`,
    include: ['src/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['src/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: 'forks',
    // One test file per core: Vitest's default leaves one core free, which on a two-core machine
    // halves the speed, and these tests spend much of their time waiting on the database and disk.
    maxWorkers: '100%',
  },
});
