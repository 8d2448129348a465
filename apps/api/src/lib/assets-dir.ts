import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

let cached: string | undefined;

/**
 * apps/api/assets: beside the bundle once built (build.mjs copies it to <out>/assets), two
 * folders up from this file when run from the sources (tests, tsx). JAL_ASSETS_DIR overrides.
 */
export function assetsDir(): string {
  if (cached) return cached;
  const candidates = [
    process.env.JAL_ASSETS_DIR,
    fileURLToPath(new URL('./assets/', import.meta.url)),
    fileURLToPath(new URL('../../assets/', import.meta.url)),
  ].filter((dir): dir is string => Boolean(dir));
  cached = candidates.find((dir) => existsSync(`${dir}/fonts`)) ?? candidates[candidates.length - 1] ?? 'assets';
  return cached;
}
