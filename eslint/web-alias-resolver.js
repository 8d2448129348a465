// Resolves the web app's `@/` imports (its source folder, as in apps/web/vite.config.ts and
// tsconfig.json) for the lint rules that follow imports; everything else resolves as Node does.
import nodeResolver from 'eslint-import-resolver-node';
import { fileURLToPath } from 'node:url';

const WEB_SOURCE = fileURLToPath(new URL('../apps/web/src/', import.meta.url));
const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs', '.json'];

export const interfaceVersion = 2;

/** @param {string} source @param {string} file */
export function resolve(source, file) {
  const target = source.startsWith('@/') ? WEB_SOURCE + source.slice(2) : source;
  return nodeResolver.resolve(target, file, { extensions: EXTENSIONS });
}
