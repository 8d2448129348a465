import { randomBytes } from 'node:crypto';
import { existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { generate } from 'otplib';
import { afterAll, describe, expect, it } from 'vitest';
import type { SecondFactorChallenge, SecondFactorEnrolment } from '@jal/contracts';
import { buildApp } from './app.js';
import { openDatabase } from './db/client.js';
import { FolderMediaStore } from './lib/media-folder-store.js';
import { loadSecondFactorKey } from './modules/second-factor/key.js';
import { DEMO_PASSWORD } from './seed/accounts.js';
import { multipartFile } from './test/multipart.js';
import { runServerCommand, startServerProcess, type ServerProcess } from './test/server-process.js';
import { body } from './test/body.js';
import { bearer, signInAs } from './test/test-app.js';
import { pngImage } from './test/images.js';

const folder = mkdtempSync(join(tmpdir(), 'jal-backup-test-'));
const running: ServerProcess[] = [];
afterAll(() => {
  for (const server of running) server.child.kill('SIGKILL');
  rmSync(folder, { recursive: true, force: true });
});

/** The folder and whatever under it another user of the machine could open, with its mode. */
function openToOthers(dir: string): string[] {
  const paths = [dir, ...readdirSync(dir, { recursive: true }).map((name) => join(dir, String(name)))];
  return paths.flatMap((path) => {
    const mode = existsSync(path) ? lstatSync(path).mode : 0;
    return mode & 0o077 && (mode & 0o170000) !== 0o120000 ? [`${path} ${(mode & 0o777).toString(8)}`] : [];
  });
}
const modeOf = (path: string) => statSync(path).mode & 0o777;

const api = (server: ServerProcess, path: string, init: RequestInit = {}) => fetch(`http://127.0.0.1:${server.port}/api${path}`, init);
const json = { 'content-type': 'application/json' };

async function signIn(server: ServerProcess, email: string, password: string) {
  const response = await api(server, '/v1/user/login', { method: 'POST', headers: json, body: JSON.stringify({ email, password }) });
  expect(response.status).toBe(200);
  return { authorization: `Bearer ${((await response.json()) as { data: { token: string } }).data.token}` };
}

describe.skipIf(process.env.TEST_DB === 'postgres')('a backup of the embedded database', () => {
  it('is made while the server runs, restores only into an empty DATA_DIR, and starts there with its data and media', async () => {
    const original = join(folder, 'original');
    const server = await startServerProcess(original);
    running.push(server);
    const signup = await api(server, '/v1/auth/signup', {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ name: 'Kept Learner', email: 'kept@example.org', password: 'kept-password' }),
    });
    expect(signup.status).toBe(201);
    // The learner turns on two-step sign-in: its secret is sealed with DATA_DIR's key.
    const learner = await signIn(server, 'kept@example.org', 'kept-password');
    const enrolment = await api(server, '/v1/account/second-factor/enrolment', { method: 'POST', headers: learner });
    const { secret } = ((await enrolment.json()) as { data: SecondFactorEnrolment }).data;
    const confirmed = await api(server, '/v1/account/second-factor/enrolment/confirm', {
      method: 'POST',
      headers: { ...learner, ...json },
      body: JSON.stringify({ code: await generate({ secret }) }),
    });
    expect(confirmed.status).toBe(200);
    const admin = await signIn(server, 'admin@jalshiksha.org', DEMO_PASSWORD);
    const image = pngImage({ bytes: 5000 });
    const { payload, headers } = multipartFile('pond.png', image);
    const uploaded = await api(server, '/v1/media', { method: 'POST', headers: { ...admin, ...headers }, body: new Uint8Array(payload) });
    expect(uploaded.status).toBe(201);
    const { url } = ((await uploaded.json()) as { data: { url: string } }).data;
    // The database, the media and the lock are the server's user's alone.
    expect(modeOf(original)).toBe(0o700);
    expect(openToOthers(original)).toEqual([]);

    // Every media file: the demo's (the seeded practicals' photos) and the one just uploaded.
    const mediaFiles = readdirSync(join(original, 'media'), { recursive: true, withFileTypes: true }).filter((entry) =>
      entry.isFile(),
    ).length;
    expect(mediaFiles).toBeGreaterThanOrEqual(1);

    // Made by the running server: the command is not refused for the data folder's lock.
    const file = join(folder, 'backup.tar');
    const backup = await runServerCommand('backup', [file], { DATA_DIR: original });
    expect(backup.output).toMatch(new RegExp(`Backup written: .*backup\\.tar \\(.* MB: the database and ${mediaFiles} media files\\)`));
    // The server told the command the backup's length first: its progress ends at all of it.
    expect(backup.output).toMatch(/^Backup: 100% \((\d+\.\d) MB of \1 MB\)$/m);
    expect(backup.code).toBe(0);
    expect(existsSync(`${file}.partial`)).toBe(false);
    expect(modeOf(file)).toBe(0o600);

    const occupied = join(folder, 'occupied');
    mkdirSync(occupied);
    writeFileSync(join(occupied, 'notes.txt'), 'mine');
    const refused = await runServerCommand('restore', [file], { DATA_DIR: occupied });
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('is not empty. A backup is restored only into an empty DATA_DIR');
    expect(readdirSync(occupied)).toEqual(['notes.txt']);
    expect(await server.stop()).toBe(0);

    // Restored while the original is stopped, then a server starts on the new folder.
    const restoredDir = join(folder, 'restored');
    const restore = await runServerCommand('restore', [file], { DATA_DIR: restoredDir });
    expect(restore.output).toContain(`the database and ${mediaFiles} media files`);
    expect(restore.output).toMatch(/^Restore: 100% \((\d+\.\d) MB of \1 MB\)$/m);
    expect(restore.code).toBe(0);
    expect(modeOf(restoredDir)).toBe(0o700);
    expect(openToOthers(restoredDir)).toEqual([]);
    expect(readFileSync(join(restoredDir, 'second-factor.key'))).toEqual(readFileSync(join(original, 'second-factor.key')));
    const database = await openDatabase({ kind: 'pglite', dataDir: join(restoredDir, 'pglite') });
    const restored = await buildApp({
      db: database.db,
      databaseKind: 'pglite',
      logLevel: 'silent',
      mediaStore: new FolderMediaStore(join(restoredDir, 'media')),
      secondFactorKey: loadSecondFactorKey(restoredDir, undefined),
    });
    try {
      // The restored key opens the learner's sealed secret: a code from their app signs them in.
      const passwordStep = await restored.inject({
        method: 'POST',
        url: '/api/v1/user/login',
        payload: { email: 'kept@example.org', password: 'kept-password' },
      });
      expect(passwordStep.statusCode).toBe(202);
      const { challenge } = body<SecondFactorChallenge>(passwordStep).data;
      // A code of the next time step: the one used to enrol is never accepted twice.
      const code = await generate({ secret, epoch: Math.floor(Date.now() / 1000) + 30 });
      const codeStep = await restored.inject({ method: 'POST', url: '/api/v1/auth/second-factor', payload: { challenge, code } });
      expect(codeStep.statusCode).toBe(200);
      const admin = bearer(await signInAs(restored, 'admin@jalshiksha.org', DEMO_PASSWORD));
      const served = await restored.inject({ method: 'GET', url: `/api${url}`, headers: admin });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(image)).toBe(true);
    } finally {
      await restored.close();
      await database.close();
    }
  }, 300_000);
});

describe.skipIf(process.env.TEST_DB === 'postgres')('the progress of a backup and a restore', () => {
  it('is a line each tenth when written to a log, and one line drawn in place on a terminal', async () => {
    const dataDir = join(folder, 'progress');
    // A database, and ten media files of a megabyte each: each file is a tenth of the backup or so.
    mkdirSync(join(dataDir, 'media', 'uploads'), { recursive: true, mode: 0o700 });
    const database = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite') });
    await database.close();
    for (let index = 0; index < 10; index += 1) writeFileSync(join(dataDir, 'media', 'uploads', `${index}.bin`), randomBytes(1024 * 1024));
    const file = join(folder, 'progress.tar');

    // No server runs: the command makes the backup itself. Its output is not a terminal.
    const backup = await runServerCommand('backup', [file], { DATA_DIR: dataDir });
    expect(backup.code, backup.output).toBe(0);
    const percents = [...backup.output.matchAll(/^Backup: (\d+)% \(\d+\.\d MB of \d+\.\d MB\)$/gm)].map((line) => Number(line[1]));
    expect(percents[0]).toBe(0);
    expect(percents.at(-1)).toBe(100);
    expect(percents.length).toBeGreaterThanOrEqual(6);
    expect(percents.length).toBeLessThanOrEqual(11);
    expect(percents).toEqual([...percents].sort((a, b) => a - b));
    expect(backup.output).not.toContain('\r');

    const restore = await runServerCommand('restore', [file], { DATA_DIR: join(folder, 'progress-restored') }, { onTerminal: true });
    expect(restore.code, restore.output).toBe(0);
    const drawn = restore.output.split('\r').filter((part) => part.startsWith('Restore: '));
    expect(drawn.length).toBeGreaterThanOrEqual(2);
    expect(drawn[0]).toMatch(/^Restore: 0\.0 MB of (\d+\.\d) MB \(0%\)/);
    expect(drawn.at(-1)).toMatch(/^Restore: (\d+\.\d) MB of \1 MB \(100%\)/);
    expect(restore.output).not.toMatch(/^Restore: \d+%/m);
    expect(readdirSync(join(folder, 'progress-restored', 'media', 'uploads'))).toHaveLength(10);
  }, 120_000);
});
