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
    // The files of a worker share its loaded modules: loading the server's modules anew for each
    // file was nearly half the suite's time. Each file builds its own app on its own database, and
    // the server keeps its state in the app, not in its modules, so nothing leaks from one file to
    // the next. A test that must replace a function spies on it (`vi.spyOn`) and restores it after;
    // `vi.mock` would not reach a module another file has loaded first.
    isolate: false,
  },
});
