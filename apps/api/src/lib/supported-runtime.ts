/**
 * The oldest Node the server runs on: Node 24, the LTS line that `npm install` brings from the npm
 * registry (the root package.json's `engines` and `scripts/supported-node.mjs` say the same). A
 * deployment that starts `node apps/api/dist/server.js` with an older system Node is told so at
 * once instead of running on a runtime without security fixes.
 */
export const SUPPORTED_NODE_MAJOR = 24;

/** Why this Node version cannot run the server, or undefined when it can. */
export function unsupportedRuntime(version: string, execPath: string): string | undefined {
  const major = Number(version.replace(/^v/, '').split('.')[0]);
  if (major >= SUPPORTED_NODE_MAJOR) return undefined;
  return (
    `Jal Shiksha runs on Node ${SUPPORTED_NODE_MAJOR} or later; this is Node ${version} (${execPath}). ` +
    `Start it with npm start, or with node_modules/.bin/node, the Node ${SUPPORTED_NODE_MAJOR} that npm install puts there.`
  );
}
