// `npm start`: builds the web app and the API when their build is missing or older than the
// sources, then runs the one production process (API under /api, the web app for the rest).
import { spawn } from 'node:child_process';
import { apiBundle, buildWebIfStale, root } from './build-if-stale.mjs';

buildWebIfStale();
const server = spawn(process.execPath, ['--enable-source-maps', apiBundle('server')], { cwd: root, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
