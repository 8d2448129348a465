// The runtime every script and the server run on. `npm install` brings Node 24 from the npm
// registry (the optional dependency `node-<platform>-<arch>`) into node_modules/.bin, which `npm run`
// and `npx` put first on PATH; anything started another way may meet the machine's older Node.
export const SUPPORTED_NODE_MAJOR = 24;

/** Ends the process with a message that says what to do, unless this is Node 24 or later. */
export function requireSupportedNode(runtime = process) {
  const major = Number(runtime.versions.node.split('.')[0]);
  if (major >= SUPPORTED_NODE_MAJOR) return;
  console.error(
    [
      `Jal Shiksha runs on Node ${SUPPORTED_NODE_MAJOR} or later; this is Node ${runtime.version} (${runtime.execPath}).`,
      `Start it through npm (npm start, npm test, npx ...): \`npm install\` puts Node ${SUPPORTED_NODE_MAJOR} in node_modules/.bin, which npm runs first.`,
      `If node_modules/.bin/node is missing, the npm registry has no Node ${SUPPORTED_NODE_MAJOR} for this platform (it has one for Linux x64 and arm64, Intel macOS and Windows x64): install Node ${SUPPORTED_NODE_MAJOR} yourself.`,
    ].join('\n'),
  );
  runtime.exit(1);
}
