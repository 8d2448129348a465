import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PATHS } from '@jal/contracts';
import { DEMO_PASSWORD } from '../seed/accounts.js';
import { SEED_MEDIA } from '../seed/learning-media.js';
import { bearer, createTestApp, signInAs, type TestApp } from '../test/test-app.js';
import type { DeclaredRoute } from './auth.js';
import { INLINE_SCRIPT_HASH } from './security.js';

/**
 * The web app keeps its session token in local storage, where any script on the page can read it,
 * so the Content-Security-Policy is what stands between an injected script and the token. These
 * tests call every route the server has, as a visitor and as a super administrator, and fail if
 * any response's policy would let a script run that is not one of our own files.
 */

const dist = mkdtempSync(join(tmpdir(), 'jal-csp-dist-'));
const routes: DeclaredRoute[] = [];
let t: TestApp;
let superAdmin: string;

beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><title>app</title></head><body><div id="root"></div></body></html>');
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  t = await createTestApp({ webDist: dist, onRoute: (route) => routes.push(route) });
  superAdmin = await signInAs(t.app, 'superadmin@jalshiksha.org', DEMO_PASSWORD);
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

type Policy = Map<string, string[]>;

function policyOf(response: LightMyRequestResponse, label: string): Policy {
  const header = response.headers['content-security-policy'];
  expect(header, `${label} has a Content-Security-Policy`).toBeTypeOf('string');
  const policy: Policy = new Map();
  for (const directive of String(header).split(';')) {
    const [name, ...sources] = directive.trim().split(/\s+/);
    if (name) policy.set(name.toLowerCase(), sources);
  }
  return policy;
}

const HASH = /^'sha(256|384|512)-[A-Za-z0-9+/]+={0,2}'$/;
/** What a script may come from: our own origin, a hash of one fixed inline script, or nowhere. */
const isStrictScriptSource = (source: string) => source === "'self'" || source === "'none'" || HASH.test(source);

function expectStrict(response: LightMyRequestResponse, label: string) {
  const policy = policyOf(response, label);
  const scripts = policy.get('script-src') ?? policy.get('default-src');
  expect(scripts, `${label}: scripts are restricted`).toBeDefined();
  for (const directive of ['script-src', 'script-src-elem', 'script-src-attr', 'default-src']) {
    const sources = directive === 'default-src' && policy.has('script-src') ? [] : (policy.get(directive) ?? []);
    const loose = sources.filter((source) => !isStrictScriptSource(source));
    expect(loose, `${label}: ${directive} allows only our own scripts`).toEqual([]);
  }
  expect(policy.get('object-src') ?? policy.get('default-src'), `${label}: no plugins`).toEqual(["'none'"]);
  expect(
    ['none', 'self'].map((word) => `'${word}'`),
    `${label}: no framing by other sites`,
  ).toContain(policy.get('frame-ancestors')?.join(' '));
  if (String(response.headers['content-type']).startsWith('text/html')) {
    expect(policy.get('base-uri'), `${label}: no <base> at all`).toEqual(["'none'"]);
  }
}

/** A concrete URL for a route pattern: ids are made up (a 404 has headers too), except the seeded media file. */
function concreteUrl(url: string): string {
  if (url === '/api/v1/media/:id') return `/api/v1/media/${SEED_MEDIA.video.id}`;
  return url.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000').replace(/\*$/, 'x');
}

describe('Content-Security-Policy', () => {
  it("allows the app's one inline script by its hash, as the file has it now", () => {
    const page = readFileSync(new URL('../../../web/index.html', import.meta.url), 'utf8');
    const scripts = [...page.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? '');
    expect(scripts).toHaveLength(1);
    expect(INLINE_SCRIPT_HASH).toBe(
      `'sha256-${createHash('sha256')
        .update(scripts[0] ?? '')
        .digest('base64')}'`,
    );
  });

  it('of the app itself: scripts from our origin and the inline script only', async () => {
    const policy = policyOf(await t.app.inject({ method: 'GET', url: '/' }), '/');
    expect(policy.get('script-src')).toEqual(["'self'", INLINE_SCRIPT_HASH]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
  });

  it('lets the app register its own service worker and link its own manifests, and nothing else', async () => {
    const policy = policyOf(await t.app.inject({ method: 'GET', url: '/courses' }), '/courses');
    expect(policy.get('worker-src')).toEqual(["'self'"]);
    expect(policy.get('manifest-src')).toEqual(["'self'"]);
    const worker = policyOf(await t.app.inject({ method: 'GET', url: '/sw.js' }), '/sw.js');
    expect(worker.get('script-src')).toEqual(["'self'", INLINE_SCRIPT_HASH]);
  });

  it('is strict on every route, for visitors', async () => {
    expect(routes.length).toBeGreaterThan(50);
    for (const route of routes) {
      const url = concreteUrl(route.url);
      const response = await t.app.inject({
        method: route.method as 'GET',
        url,
        payload: route.method === 'GET' || route.method === 'HEAD' ? undefined : {},
      });
      expectStrict(response, `${route.method} ${url} (${response.statusCode})`);
    }
  });

  it('is strict on every page and file a signed-in super administrator reads', async () => {
    const reads = routes.filter((route) => route.method === 'GET');
    for (const route of reads) {
      const url = concreteUrl(route.url);
      const response = await t.app.inject({ method: 'GET', url, headers: bearer(superAdmin) });
      expectStrict(response, `GET ${url} (${response.statusCode})`);
    }
    const media = await t.app.inject({ method: 'GET', url: concreteUrl('/api/v1/media/:id'), headers: bearer(superAdmin) });
    expect(media.statusCode).toBe(200);
  });

  it.each([
    PATHS.home,
    PATHS.courses,
    PATHS.signIn,
    PATHS.signUp,
    '/dashboard/courses',
    '/learn/a/b',
    '/no/such/page',
    '/api/no/such/route',
  ])('is strict on %s', async (url) => {
    expectStrict(await t.app.inject({ method: 'GET', url }), url);
    expectStrict(await t.app.inject({ method: 'GET', url, headers: bearer(superAdmin) }), `${url} signed in`);
  });
});
