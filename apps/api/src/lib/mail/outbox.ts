import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * Writes one message to `outbox` as `<time>-<id>.eml` (names sort in the order mail was written)
 * and returns the file's path. Only the server's own user may read it: it holds sign-in links.
 */
export async function writeToOutbox(outbox: string, message: Buffer): Promise<string> {
  await mkdir(outbox, { recursive: true, mode: 0o700 });
  const file = join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}.eml`);
  await writeFile(file, message, { mode: 0o600 });
  return file;
}
