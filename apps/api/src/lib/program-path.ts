import { access, constants } from 'node:fs/promises';
import { delimiter, join } from 'node:path';

/** The full path of the program `name` in a folder of `pathEnv` (a PATH value), or null when none has it. */
export async function programOnPath(name: string, pathEnv: string): Promise<string | null> {
  for (const folder of pathEnv.split(delimiter).filter(Boolean)) {
    const candidate = join(folder, name);
    const runnable = await access(candidate, constants.X_OK).then(
      () => true,
      () => false,
    );
    if (runnable) return candidate;
  }
  return null;
}
