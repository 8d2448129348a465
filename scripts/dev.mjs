// `npm run dev`: the API on port 3000 (rebuilt on start) and Vite with hot reload on 5173,
// which proxies /api to it.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { requireSupportedNode } from './supported-node.mjs';

requireSupportedNode();

const root = fileURLToPath(new URL('..', import.meta.url));
const children = [
  spawn('npx', ['tsx', 'watch', 'apps/api/src/server.ts'], {
    cwd: root,
    stdio: 'inherit',
    // Links in email lead to Vite, where the pages are served while developing.
    env: { PUBLIC_URL: 'http://localhost:5173', ...process.env, NODE_ENV: 'development' },
  }),
  spawn('npm', ['run', 'dev', '-w', '@jal/web'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
