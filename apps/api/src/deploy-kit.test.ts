// What a deployer copies from deploy/ must fit the code it runs: every variable named and valid,
// a service unit that confines the server to its data folder, an nginx site nginx accepts, and
// commands that run from the build without the sources' tools.
import { execFile, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { loadServerConfig, SERVER_VARIABLES } from './config.js';
import { NGINX, writeNginxConfig } from './test/cluster.js';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const apiDir = join(root, 'apps/api');
const read = (path: string) => readFileSync(join(root, path), 'utf8');
const run = promisify(execFile);

/** The `NAME=value` lines of .env.example, commented out or not, with the comment line above each. */
function exampleVariables() {
  const lines = read('deploy/.env.example').split('\n');
  return lines.flatMap((line, index) => {
    const match = /^(#\s)?([A-Z][A-Z0-9_]*)=(.*)$/.exec(line);
    return match ? [{ name: match[2]!, value: match[3]!, set: !match[1], comment: lines[index - 1] ?? '' }] : [];
  });
}

/** Variables the server and its commands read outside config.ts: `process.env.NAME` and `env.NAME` in the sources. */
function variablesReadInSources(): string[] {
  const sources = readdirSync(join(apiDir, 'src'), { recursive: true })
    .map(String)
    .filter((path) => path.endsWith('.ts') && !path.endsWith('.test.ts') && !path.startsWith('test/') && !path.includes('/test/'));
  const names = sources.flatMap((path) =>
    [...readFileSync(join(apiDir, 'src', path), 'utf8').matchAll(/\benv\.([A-Z][A-Z0-9_]*)\b/g)].map((match) => match[1]!),
  );
  // PATH is the system's: ffmpeg and espeak-ng are looked for on it.
  return [...new Set(names)].filter((name) => name !== 'PATH');
}

describe('deploy/.env.example', () => {
  const listed = exampleVariables();

  it('names every variable the server and its commands read, each once with a comment, and no other', () => {
    const read = [...new Set([...SERVER_VARIABLES, ...variablesReadInSources()])].sort();
    expect(listed.map((variable) => variable.name).sort()).toEqual(read);
    const undescribed = listed.filter((variable) => !/^# \S/.test(variable.comment) || /^# [A-Z_]+=/.test(variable.comment));
    expect(undescribed.map((variable) => variable.name)).toEqual([]);
  });

  it('is, as it stands, a configuration the server starts with', () => {
    const env = Object.fromEntries(listed.filter((variable) => variable.set).map((variable) => [variable.name, variable.value]));
    const config = loadServerConfig(env);
    expect(config).toMatchObject({ env: 'production', host: '127.0.0.1', demo: false, publicUrl: 'https://jal.example.org' });
  });
});

describe('deploy/jal-shiksha.service', () => {
  const unit = read('deploy/jal-shiksha.service');
  const settings = (key: string) => [...unit.matchAll(new RegExp(`^${key}=(.*)$`, 'gm'))].map((match) => match[1]);
  const dataDir = exampleVariables().find((variable) => variable.name === 'DATA_DIR')?.value ?? '';

  it('confines the server: no new privileges, a read-only system, its data folder alone writable, files its own', () => {
    expect(settings('NoNewPrivileges')).toEqual(['yes']);
    expect(settings('ProtectSystem')).toEqual(['strict']);
    expect(settings('UMask')).toEqual(['0077']);
    const writable = settings('ReadWritePaths');
    expect(writable).toHaveLength(1);
    // DATA_DIR of .env.example lies inside the one writable folder, and so does the staging folder a restore makes beside it.
    expect(relative(writable[0]!, dataDir)).toMatch(/^[^./][^/]*$/);
    expect(settings('StateDirectory').map((name) => `/var/lib/${name}`)).toEqual(writable);
  });

  it('reads the settings .env.example describes, and runs a bundle the build makes', () => {
    expect(settings('EnvironmentFile')).toEqual(['/etc/jal-shiksha/env']);
    expect(read('deploy/.env.example')).toContain('/etc/jal-shiksha/env');
    const [execStart] = settings('ExecStart');
    const bundle = /\s(apps\/api\/dist\/(\w[\w-]*)\.js)$/.exec(execStart ?? '');
    expect(bundle?.[1]).toBe('apps/api/dist/server.js');
    expect(read('apps/api/build.mjs')).toMatch(/\['server', 'create-admin', 'backup', 'restore'\]/);
  });

  it.skipIf(spawnSync('systemd-analyze', ['--version']).status !== 0)('passes systemd-analyze verify, with a low exposure', () => {
    const verify = spawnSync('systemd-analyze', ['verify', join(root, 'deploy/jal-shiksha.service')], { encoding: 'utf8' });
    expect(verify.status, verify.stderr).toBe(0);
    const security = spawnSync('systemd-analyze', ['security', '--offline=true', join(root, 'deploy/jal-shiksha.service')], {
      encoding: 'utf8',
    });
    const exposure = /Overall exposure level for jal-shiksha\.service: (\d+\.\d)/.exec(security.stdout);
    expect(Number(exposure?.[1] ?? 10)).toBeLessThanOrEqual(2);
  });
});

describe('deploy/nginx/jal-shiksha.conf', () => {
  it.skipIf(!existsSync(NGINX))('is a site nginx accepts, with the tests’ ports as with a deployer’s', () => {
    const dir = mkdtempSync(join(tmpdir(), 'jal-nginx-site-'));
    try {
      const config = writeNginxConfig(dir, 8080, [3001, 3002]);
      const test = spawnSync(NGINX, ['-t', '-p', dir, '-c', config], { encoding: 'utf8' });
      expect(test.status, test.stderr).toBe(0);
      const site = readFileSync(join(dir, 'jal-shiksha.conf'), 'utf8');
      expect(site).toContain('listen 127.0.0.1:8080;');
      expect(site.match(/^\s*server 127\.0\.0\.1:300[12] max_fails=0;$/gm)).toHaveLength(2);
      // Nothing else differs from the repository's file.
      const strip = (text: string) => text.split('\n').filter((line) => !/^\s*(server 127\.0\.0\.1:|listen )/.test(line));
      expect(strip(site)).toEqual(strip(read('deploy/nginx/jal-shiksha.conf')));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

// The bundles the whole run uses (test/server-bundle.ts): built by build.mjs as a release is.
describe.skipIf(inject('postgresUrl'))('the bundled commands', () => {
  const outDir = inject('serverBundle');
  const dataDir = mkdtempSync(join(tmpdir(), 'jal-bundled-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
  const bundle = (name: string, args: string[], env: Record<string, string> = {}) =>
    run(process.execPath, [join(outDir, `${name}.js`), ...args], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: '', NODE_OPTIONS: '', ...env },
    }).then(
      ({ stdout, stderr }) => ({ code: 0, output: `${stdout}${stderr}` }),
      (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, output: `${error.stdout}${error.stderr}` }),
    );

  it('import only Node’s own modules and the API’s declared dependencies', () => {
    const dependencies = Object.keys((JSON.parse(read('apps/api/package.json')) as { dependencies: Record<string, string> }).dependencies);
    const packageOf = (specifier: string) =>
      specifier
        .split('/')
        .slice(0, specifier.startsWith('@') ? 2 : 1)
        .join('/');
    for (const name of ['server', 'create-admin', 'backup', 'restore']) {
      const code = readFileSync(join(outDir, `${name}.js`), 'utf8');
      const imported = [...code.matchAll(/(?:^import[^;]*? from |\bimport\()"([^"]+)"/gm)].map((match) => match[1]!);
      expect(imported.length, name).toBeGreaterThan(0);
      const outside = imported.filter(
        (specifier) =>
          !specifier.startsWith('node:') && !builtinModules.includes(specifier) && !dependencies.includes(packageOf(specifier)),
      );
      expect(outside, name).toEqual([]);
    }
  });

  it('create an admin, back up and restore from the build, finding the migrations and assets beside them', async () => {
    mkdirSync(join(dataDir, 'data'), { mode: 0o700 });
    const env = { DATA_DIR: join(dataDir, 'data') };
    const created = await bundle('create-admin', ['--email', 'owner@example.org', '--name', 'Owner'], {
      ...env,
      ADMIN_PASSWORD: 'Tanker-river-42',
    });
    expect(created.output).toContain('Created the super admin account owner@example.org');
    const file = join(dataDir, 'backup.tar');
    const backup = await bundle('backup', [file], env);
    expect(backup.output).toMatch(/Backup written: .* \(.* MB: the database and 0 media files\)/);
    const restore = await bundle('restore', [file], { DATA_DIR: join(dataDir, 'restored') });
    expect(restore.output).toContain('Restored into');
    expect(restore.code).toBe(0);
  }, 180_000);
});
