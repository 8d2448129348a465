// `npm run create-admin | backup | restore -- …`: runs the command's bundle (built first when
// missing or older than the sources), so a server needs node and the API's dependencies only.
import { spawn } from 'node:child_process';
import { apiBundle } from './build-if-stale.mjs';

const [name, ...args] = process.argv.slice(2);
const command = spawn(process.execPath, ['--enable-source-maps', apiBundle(name), ...args], { stdio: 'inherit' });
// Ctrl-C reaches the command too (same terminal): this process waits for it to finish.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => command.kill(signal));
command.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
