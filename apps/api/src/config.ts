import { resolve } from 'node:path';
import { z } from 'zod';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test'], { error: 'must be development, production or test' }).default('production'),
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535, { error: 'must be at most 65535' }).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'must be a postgres:// connection URL' })
    .optional()
    .or(z.literal('').transform(() => undefined)),
  SEED: booleanFlag.default(true),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be fatal, error, warn, info, debug, trace or silent',
    })
    .default('info'),
  WEB_DIST: z.string().optional(),
  TRUST_PROXY: booleanFlag.default(false),
});

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  seed: boolean;
  logLevel: string;
  webDist: string | undefined;
  trustProxy: boolean;
};

export class ConfigError extends Error {}

/** The one place that reads process.env: a bad value stops start-up naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const value = parsed.data;
  return {
    env: value.NODE_ENV,
    port: value.PORT,
    host: value.HOST,
    dataDir: resolve(value.DATA_DIR),
    databaseUrl: value.DATABASE_URL,
    seed: value.SEED,
    logLevel: value.LOG_LEVEL,
    webDist: value.WEB_DIST ? resolve(value.WEB_DIST) : undefined,
    trustProxy: value.TRUST_PROXY,
  };
}
