import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const SECOND_FACTOR_KEY_FILE = 'second-factor.key';

/** SECOND_FACTOR_KEY's form: 32 bytes, base64. */
export function parseSecondFactorKey(value: string): Buffer | null {
  const key = Buffer.from(value, 'base64');
  return key.length === 32 ? key : null;
}

/**
 * The key that seals TOTP secrets: SECOND_FACTOR_KEY when set (every host of a cluster must be
 * given the same one), else DATA_DIR/second-factor.key, made on first start readable by the
 * server's user alone. Processes starting together on one folder agree on the first one written.
 */
export function loadSecondFactorKey(dataDir: string, fromEnv: Buffer | undefined): Buffer {
  if (fromEnv) return fromEnv;
  const file = join(dataDir, SECOND_FACTOR_KEY_FILE);
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  try {
    writeFileSync(file, randomBytes(32).toString('base64'), { flag: 'wx', mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  const key = parseSecondFactorKey(readFileSync(file, 'utf8').trim());
  if (!key) throw new Error(`${file} does not hold a 32-byte base64 key: restore it from a backup, or set SECOND_FACTOR_KEY.`);
  return key;
}
