/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS file: eslint-module-utils loads resolvers with require() */
// Resolves the API's imports for the layer rules as TypeScript does: `./file.js` names the
// source `./file.ts` (the sources import with the extension the build emits). Packages and
// anything else go to the plain Node resolver.
const { existsSync } = require('node:fs');
const { dirname, resolve: resolvePath } = require('node:path');
const nodeResolver = require('eslint-import-resolver-node');

exports.interfaceVersion = 2;

exports.resolve = function resolve(source, file, config) {
  if (source.startsWith('.')) {
    const target = resolvePath(dirname(file), source);
    for (const candidate of [target.replace(/\.js$/, '.ts'), target, `${target}.ts`]) {
      if (existsSync(candidate)) return { found: true, path: candidate };
    }
  }
  return nodeResolver.resolve(source, file, config);
};
