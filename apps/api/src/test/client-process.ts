import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Sends the request whose parts it is given (a JSON line on stdin), and prints the answer's status and body. */
const CLIENT = `
let input = '';
process.stdin.on('data', (chunk) => (input += chunk));
process.stdin.on('end', async () => {
  const { url, method, headers, bodyFile } = JSON.parse(input);
  const body = require('node:fs').readFileSync(bodyFile);
  const response = await fetch(url, { method, headers, body });
  process.stdout.write(JSON.stringify({ status: response.status, body: await response.text() }));
});
`;

export type ClientAnswer = { status: number; body: string };

/**
 * A request sent by a Node process of its own, as a browser on another machine would send it: a
 * large body costs the client's event loop tens of milliseconds to send, which must not be
 * counted against the server's when both run in the test's process.
 */
export async function requestFromAnotherProcess(
  url: string,
  method: string,
  headers: Record<string, string>,
  body: Buffer,
): Promise<ClientAnswer> {
  const folder = await mkdtemp(join(tmpdir(), 'jal-client-'));
  try {
    const bodyFile = join(folder, 'body');
    await writeFile(bodyFile, body);
    return await new Promise<ClientAnswer>((resolve, reject) => {
      const child = spawn(process.execPath, ['-e', CLIENT], { stdio: ['pipe', 'pipe', 'pipe'] });
      let out = '';
      let errors = '';
      child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
      child.on('error', reject);
      child.on('close', (code) => {
        if (code === 0) resolve(JSON.parse(out) as ClientAnswer);
        else reject(new Error(`the client process failed (${code}): ${errors}`));
      });
      child.stdin.end(JSON.stringify({ url, method, headers, bodyFile }));
    });
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}
