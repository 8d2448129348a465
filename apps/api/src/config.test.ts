import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has defaults for everything', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 3000, host: '0.0.0.0', seed: true, databaseUrl: undefined, logLevel: 'info' });
    expect(config.dataDir).toMatch(/\/data$/);
  });

  it('reads DATABASE_URL and flags', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u:p@db:5432/jal', SEED: 'false', PORT: '8080' });
    expect(config).toMatchObject({ databaseUrl: 'postgres://u:p@db:5432/jal', seed: false, port: 8080 });
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ SEED: 'maybe' }, 'SEED'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
  ])('stops on a bad value, naming the variable (%j)', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });
});
