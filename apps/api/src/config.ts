import { resolve } from 'node:path';
import { z } from 'zod';
import { isLoopbackHost } from './lib/loopback.js';
import { parseTrustProxy, type TrustProxy } from './lib/trust-proxy.js';
import { parseSecondFactorKey } from './modules/second-factor/key.js';
import { DEFAULT_SESSION_POLICY, daysToMs, type SessionPolicy } from './sessions/policy.js';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', ''], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1');

const days = z.coerce
  .number({ error: 'must be a number of days, e.g. 7 or 0.5' })
  .positive({ error: 'must be more than 0 days' })
  .max(3650, { error: 'must be at most 3650 days' });

/** An empty variable counts as unset, as `VAR=` in a compose or .env file means. */
const unlessBlank = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test'], { error: 'must be development, production or test' }).default('production'),
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535, { error: 'must be at most 65535' }).default(3000),
  // Loopback unless told otherwise: a fresh `npm start` is in demo mode, which only this machine may reach.
  HOST: z.string().min(1).default('localhost'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: unlessBlank(z.string().regex(/^postgres(ql)?:\/\//, { error: 'must be a postgres:// connection URL' })),
  SEED: booleanFlag.default(true),
  // Unset: on when HOST is a loopback address, off otherwise (docs/decisions/134).
  DEMO: booleanFlag.optional(),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
      error: 'must be fatal, error, warn, info, debug, trace or silent',
    })
    .default('info'),
  WEB_DIST: z.string().optional(),
  TRUST_PROXY: z.string().transform(parseTrustProxy).default(false),
  SESSION_IDLE_DAYS: unlessBlank(days),
  SESSION_MAX_DAYS: unlessBlank(days),
  SMTP_URL: unlessBlank(z.string().regex(/^smtps?:\/\//, { error: 'must be an smtp:// or smtps:// URL' })),
  MAIL_FROM: z
    .string()
    .trim()
    .regex(/@/, { error: 'must be an email address, e.g. Jal Shiksha <no-reply@jal.example>' })
    .default('Jal Shiksha <no-reply@localhost>'),
  JAL_VIDEO_VARIANTS: unlessBlank(z.enum(['on', 'off'], { error: 'must be on or off' })).default('on'),
  JAL_LESSON_AUDIO: unlessBlank(z.enum(['on', 'off'], { error: 'must be on or off' })).default('on'),
  MAP_TILES_MAX_MB: unlessBlank(
    z.coerce
      .number({ error: 'must be a number of megabytes, e.g. 512' })
      .int({ error: 'must be a whole number of megabytes' })
      .min(1, { error: 'must be at least 1 megabyte' })
      .max(16_384, { error: 'must be at most 16384 megabytes' }),
  ).default(512),
  SHUTDOWN_DRAIN_MS: unlessBlank(
    z.coerce
      .number({ error: 'must be a number of milliseconds, e.g. 10000' })
      .int({ error: 'must be a whole number of milliseconds' })
      .min(0, { error: 'must be 0 or more milliseconds' })
      .max(600_000, { error: 'must be at most 600000 milliseconds' }),
  ).default(10_000),
  JOB_RETRY_BASE_MS: unlessBlank(
    z.coerce
      .number({ error: 'must be a number of milliseconds, e.g. 30000' })
      .int({ error: 'must be a whole number of milliseconds' })
      .min(10, { error: 'must be at least 10 milliseconds' })
      .max(3_600_000, { error: 'must be at most 3600000 milliseconds' }),
  ).default(30_000),
  SECOND_FACTOR_KEY: unlessBlank(
    z
      .string()
      .transform(
        (value, ctx) =>
          parseSecondFactorKey(value) ??
          (ctx.addIssue({ code: 'custom', message: 'must be 32 bytes in base64, e.g. from: openssl rand -base64 32' }), z.NEVER),
      ),
  ),
  PUBLIC_URL: unlessBlank(
    z
      .string()
      .regex(/^https?:\/\/[^/?#\s]+[^?#\s]*$/, { error: 'must be an absolute http:// or https:// URL, e.g. https://jal.example' })
      // Links are built as PUBLIC_URL + path, so a trailing slash would double up.
      .transform((url) => url.replace(/\/+$/, '')),
  ),
});

/** Every variable the server reads (deploy/.env.example lists each, with what it does). */
export const SERVER_VARIABLES = Object.keys(envSchema.shape);

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** Whether HOST lets only this machine connect (localhost, 127.0.0.0/8, ::1). */
  loopback: boolean;
  dataDir: string;
  databaseUrl: string | undefined;
  seed: boolean;
  /**
   * Demo mode: the demo accounts (one per role, published password) on a fresh database. DEMO
   * when set; unset, on only when HOST is a loopback address.
   */
  demo: boolean;
  /** Whether DEMO was set (true or false) rather than following HOST. */
  demoSet: boolean;
  logLevel: string;
  webDist: string | undefined;
  trustProxy: TrustProxy;
  /** A session ends after SESSION_IDLE_DAYS without use, and SESSION_MAX_DAYS after sign-in. */
  sessionPolicy: SessionPolicy;
  /** Where account email is sent; without it, messages are written to DATA_DIR/outbox. */
  smtpUrl: string | undefined;
  mailFrom: string;
  /**
   * The address people open the site at, for every link in email and on certificates; no trailing
   * slash. Required by the server outside demo mode (loadServerConfig).
   */
  publicUrl: string | undefined;
  /** SECOND_FACTOR_KEY: seals TOTP secrets; without it, DATA_DIR/second-factor.key is used (made on first start). */
  secondFactorKey: Buffer | undefined;
  /** Make 240p and 360p copies of videos with ffmpeg (JAL_VIDEO_VARIANTS, on unless set to off). */
  videoVariants: boolean;
  /** Read text lessons aloud with espeak-ng and ffmpeg (JAL_LESSON_AUDIO, on unless set to off). */
  lessonAudio: boolean;
  /** The largest base map (a PMTiles archive) an administrator may upload, in bytes (MAP_TILES_MAX_MB, default 512). */
  mapTilesMaxBytes: number;
  /** On SIGTERM, how long requests in flight may still take before their connections are cut (SHUTDOWN_DRAIN_MS). */
  shutdownDrainMs: number;
  /** The wait before a failed job's second try, doubled before each next one (JOB_RETRY_BASE_MS, default 30 s). */
  jobRetryBaseMs: number;
};

/**
 * What the server itself needs beyond the commands (backup, restore, create-admin): outside demo
 * mode, PUBLIC_URL, since links are never made from the Host header a request chooses.
 */
const serverEnvSchema = envSchema.superRefine((value, context) => {
  const loopback = isLoopbackHost(value.HOST);
  if ((value.DEMO ?? loopback) || value.PUBLIC_URL) return;
  const why =
    value.DEMO === undefined
      ? ` Demo mode is off because HOST=${value.HOST} is not a loopback address; DEMO=true would turn it on, ` +
        'and then anyone who can reach this server could sign in as super admin with the published password.'
      : '';
  context.addIssue({
    code: 'custom',
    path: ['PUBLIC_URL'],
    message:
      'must be set outside demo mode: the address people open the site at (e.g. https://jal.example), ' +
      `which the links in email and on certificates are made from.${why}`,
  });
});

export class ConfigError extends Error {}

function parseEnv(schema: typeof envSchema, env: NodeJS.ProcessEnv): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const value = parsed.data;
  const loopback = isLoopbackHost(value.HOST);
  return {
    env: value.NODE_ENV,
    port: value.PORT,
    host: value.HOST,
    loopback,
    dataDir: resolve(value.DATA_DIR),
    databaseUrl: value.DATABASE_URL,
    seed: value.SEED,
    demo: value.DEMO ?? loopback,
    demoSet: value.DEMO !== undefined,
    logLevel: value.LOG_LEVEL,
    webDist: value.WEB_DIST ? resolve(value.WEB_DIST) : undefined,
    trustProxy: value.TRUST_PROXY,
    sessionPolicy: {
      idleMs: value.SESSION_IDLE_DAYS === undefined ? DEFAULT_SESSION_POLICY.idleMs : daysToMs(value.SESSION_IDLE_DAYS),
      maxMs: value.SESSION_MAX_DAYS === undefined ? DEFAULT_SESSION_POLICY.maxMs : daysToMs(value.SESSION_MAX_DAYS),
    },
    smtpUrl: value.SMTP_URL,
    mailFrom: value.MAIL_FROM,
    publicUrl: value.PUBLIC_URL,
    secondFactorKey: value.SECOND_FACTOR_KEY,
    videoVariants: value.JAL_VIDEO_VARIANTS !== 'off',
    lessonAudio: value.JAL_LESSON_AUDIO !== 'off',
    mapTilesMaxBytes: value.MAP_TILES_MAX_MB * 1024 * 1024,
    shutdownDrainMs: value.SHUTDOWN_DRAIN_MS,
    jobRetryBaseMs: value.JOB_RETRY_BASE_MS,
  };
}

/** The one place that reads process.env: a bad value stops start-up naming the variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return parseEnv(envSchema, env);
}

/** The server's configuration: loadConfig's, and PUBLIC_URL outside demo mode. */
export function loadServerConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return parseEnv(serverEnvSchema, env);
}

/**
 * The password `npm run create-admin` sets when no terminal can ask for it (its input is not a
 * TTY, e.g. in a container's set-up script); undefined when unset or empty.
 */
export function adminPasswordFromEnv(env: NodeJS.ProcessEnv = process.env): string | undefined {
  return env.ADMIN_PASSWORD || undefined;
}
