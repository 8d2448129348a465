import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.js';
import { openDatabase, type Database } from '../db/client.js';
import { languages, translations } from '../db/schema.js';
import type { FrontendTranslations } from '@jal/contracts';
import { body, type Envelope } from '../test/body.js';
import { textAt } from '../test/translation-tree.js';

let app: FastifyInstance;
let database: Database;
const dist = mkdtempSync(join(tmpdir(), 'jal-web-dist-'));

beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html><head><title>app</title></head><body><div id="root"></div></body></html>');
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
  mkdirSync(join(dist, '.vite'));
  writeFileSync(
    join(dist, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': {
        file: 'assets/index-abc123.js',
        isEntry: true,
        assets: ['assets/inter-greek-wght-normal-g1.woff2', 'assets/inter-latin-core-wght-L1.woff2'],
      },
      'src/features/info/pages/about-page.tsx': { file: 'assets/about-111.js', imports: ['_shared-222.js', 'index.html'] },
      '_shared-222.js': { file: 'assets/shared-222.js' },
      'src/app/layouts/dashboard-layout.tsx': { file: 'assets/dashboard-layout-333.js', imports: ['index.html'] },
      'src/features/reports/pages/reports-page.tsx': { file: 'assets/reports-page-444.js', imports: ['_shared-222.js'] },
    }),
  );
  writeFileSync(join(dist, 'sw.js'), `self.addEventListener('fetch', () => {}); // ${'x'.repeat(2000)}`);
  writeFileSync(join(dist, 'sw.js.br'), brotliCompressSync(`self.addEventListener('fetch', () => {}); // ${'x'.repeat(2000)}`));
  writeFileSync(join(dist, 'manifest.webmanifest'), JSON.stringify({ name: 'Jal Shiksha', lang: 'en' }));
  writeFileSync(join(dist, 'manifest-hi.webmanifest'), JSON.stringify({ name: 'जल शिक्षा', lang: 'hi' }));
  mkdirSync(join(dist, 'icons'));
  writeFileSync(join(dist, 'icons', 'icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
  writeFileSync(join(dist, 'assets', 'big-def456.js'), 'x'.repeat(5000));
  writeFileSync(join(dist, 'assets', 'big-def456.js.br'), brotliCompressSync('x'.repeat(5000)));
  writeFileSync(join(dist, 'assets', 'big-def456.js.gz'), gzipSync('x'.repeat(5000)));
  database = await openDatabase({ kind: 'pglite', dataDir: null });
  await database.db.insert(languages).values({ code: 'en', name: 'English', nativeName: 'English', isDefault: true });
  await database.db.insert(translations).values([
    { page: 'general', key: 'nav.home', language: 'en', text: 'Home' },
    { page: 'about', key: 'about.title', language: 'en', text: 'About </script><script>alert(1)</script>' },
    { page: 'dashboard', key: 'dashboard.navigation', language: 'en', text: 'Dashboard pages' },
  ]);
  app = await buildApp({ db: database.db, databaseKind: 'pglite', logLevel: 'silent', webDist: dist });
});
afterAll(async () => {
  await app.close();
  await database.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('serving the web app', () => {
  it.each(['/', '/courses', '/courses/some-id', '/dashboard/users', '/no/such/page'])(
    'answers %s with index.html (history fallback)',
    async (url) => {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.headers['cache-control']).toBe('no-cache');
      expect(response.headers['content-security-policy']).toContain("script-src 'self'");
      expect(response.body).toContain('<div id="root">');
    },
  );

  it("inlines the page's strings, escaped so no text can close the script element", async () => {
    const response = await app.inject({ method: 'GET', url: '/about' });
    const inline = /<script id="boot-translations" type="application\/json">(.*?)<\/script>/.exec(response.body)?.[1];
    expect(inline).toBeTruthy();
    expect(response.body).not.toContain('<script>alert(1)');
    const data = (JSON.parse(inline!) as Envelope<FrontendTranslations>).data;
    expect(data.page).toBe('about');
    expect(textAt(data.translations, 'en.nav.home')).toBe('Home');
    expect(textAt(data.translations, 'en.about.title')).toBe('About </script><script>alert(1)</script>');
    const alert = /<script id="boot-alert" type="application\/json">(.*?)<\/script>/.exec(response.body)?.[1];
    expect(JSON.parse(alert!)).toEqual({ code: 200, message: 'No current alert', data: null });
  });

  it('gives a dashboard address the general set and the dashboard strings, and preloads the layout', async () => {
    const html = (await app.inject({ method: 'GET', url: '/dashboard/reports' })).body;
    const general = (
      JSON.parse(
        /<script id="boot-translations" type="application\/json">(.*?)<\/script>/.exec(html)![1]!,
      ) as Envelope<FrontendTranslations>
    ).data;
    expect(general.page).toBe('general');
    const dashboard = (
      JSON.parse(
        /<script id="boot-translations-dashboard" type="application\/json">(.*?)<\/script>/.exec(html)![1]!,
      ) as Envelope<FrontendTranslations>
    ).data;
    expect(dashboard.page).toBe('dashboard');
    expect(textAt(dashboard.translations, 'en.dashboard.navigation')).toBe('Dashboard pages');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/dashboard-layout-333.js">');
    // The reports page's own chunk and what it imports; no other dashboard page's.
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/reports-page-444.js">');
    expect(html).toContain('href="/assets/shared-222.js"');
    const alerts = (await app.inject({ method: 'GET', url: '/dashboard/alerts' })).body;
    expect(alerts).toContain('dashboard-layout-333.js');
    expect(alerts).not.toContain('reports-page-444.js');
    const about = (await app.inject({ method: 'GET', url: '/about' })).body;
    expect(about).not.toContain('boot-translations-dashboard');
    expect(about).not.toContain('dashboard-layout-333.js');
  });

  it('preloads the chunks of the page being opened, and only those', async () => {
    const about = (await app.inject({ method: 'GET', url: '/about' })).body;
    expect(about).toContain('<link rel="modulepreload" crossorigin href="/assets/about-111.js">');
    expect(about).toContain('href="/assets/shared-222.js"');
    expect(about).not.toContain('modulepreload" crossorigin href="/assets/index-abc123.js');
    const courses = (await app.inject({ method: 'GET', url: '/courses' })).body;
    expect(courses).not.toContain('about-111.js');
  });

  it('preloads no font: a preloaded optional font would hold the first paint, on a slow link for nothing', async () => {
    for (const url of ['/', '/about', '/dashboard/users']) {
      const html = (await app.inject({ method: 'GET', url })).body;
      expect(html).not.toContain('as="font"');
    }
  });

  it('sends the page before its data: preloads in the head, the data blocks at the end of the body', async () => {
    const html = (await app.inject({ method: 'GET', url: '/about' })).body;
    const [head = '', body = ''] = html.split('</head>');
    expect(head).toContain('rel="modulepreload"');
    expect(head).not.toContain('<script id="boot-');
    expect(body.indexOf('<div id="root">')).toBeLessThan(body.indexOf('<script id="boot-translations"'));
    expect(body.indexOf('<script id="boot-alert"')).toBeLessThan(body.indexOf('</body>'));
  });

  it('marks the page for a browser that asks to save data, and says the page differs by that header', async () => {
    const saving = await app.inject({ method: 'GET', url: '/about', headers: { 'save-data': 'on' } });
    expect(saving.body).toContain('<meta name="save-data" content="on">');
    expect(saving.headers.vary).toContain('save-data');
    expect((await app.inject({ method: 'GET', url: '/about', headers: { 'save-data': ' ON ' } })).body).toContain('name="save-data"');
    for (const headers of [{}, { 'save-data': 'off' }]) {
      const plain = await app.inject({ method: 'GET', url: '/about', headers });
      expect(plain.body).not.toContain('name="save-data"');
      expect(plain.headers.vary).toContain('save-data');
    }
  });

  it("keeps the page's own preloads when the browser asks to save data (they fetch nothing the page does not use)", async () => {
    const saving = (await app.inject({ method: 'GET', url: '/about', headers: { 'save-data': 'on' } })).body;
    const plain = (await app.inject({ method: 'GET', url: '/about' })).body;
    expect(saving.replace('<meta name="save-data" content="on">', '')).toBe(plain);
    expect(saving).toContain('<link rel="modulepreload" crossorigin href="/assets/about-111.js">');
  });

  it('serves hashed assets with a year-long immutable cache', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('sends the pre-compressed copy a browser accepts', async () => {
    const brotli = await app.inject({ method: 'GET', url: '/assets/big-def456.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(brotli.statusCode).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(brotli.rawPayload).toString()).toBe('x'.repeat(5000));
    const plain = await app.inject({ method: 'GET', url: '/assets/big-def456.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('x'.repeat(5000));
  });

  it('compresses the page itself for browsers that accept it', async () => {
    const plain = await app.inject({ method: 'GET', url: '/about' });
    const br = await app.inject({ method: 'GET', url: '/about', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await app.inject({ method: 'GET', url: '/about', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    expect(plain.headers['content-encoding']).toBeUndefined();
  });

  it('sends a page kept for every visitor compressed as small as brotli goes, once that is done in the background', async () => {
    const plain = await app.inject({ method: 'GET', url: '/courses' });
    const smallest = brotliCompressSync(plain.body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } });
    const headers = { 'accept-encoding': 'br' };
    const first = await app.inject({ method: 'GET', url: '/courses', headers });
    expect(brotliDecompressSync(first.rawPayload).toString()).toBe(plain.body);
    await vi.waitFor(async () => {
      const later = await app.inject({ method: 'GET', url: '/courses', headers });
      expect(later.rawPayload.equals(smallest)).toBe(true);
    });
  });

  it('serves the service worker as JavaScript that the browser checks for a new version on every visit', async () => {
    for (const headers of [{}, { 'accept-encoding': 'br' }]) {
      const response = await app.inject({ method: 'GET', url: '/sw.js', headers });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it.each([
    ['/manifest.webmanifest', 'Jal Shiksha'],
    ['/manifest-hi.webmanifest', 'जल शिक्षा'],
  ])('serves %s as a web app manifest, asked for again on every visit', async (url, name) => {
    const response = await app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('application/manifest+json');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.json<{ name: string }>().name).toBe(name);
  });

  it('serves the icons as PNG files that may be kept for an hour', async () => {
    const response = await app.inject({ method: 'GET', url: '/icons/icon-192.png' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('answers a missing file with 404, not the app', async () => {
    const response = await app.inject({ method: 'GET', url: '/assets/missing-file.js' });
    expect(response.statusCode).toBe(404);
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/v1/unknown' });
    expect(response.statusCode).toBe(404);
    expect(body(response).message).toBe('Resource not found.');
  });

  it('shows the page again to a browser that sent a form of the app itself, and reads nothing of it', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/contact?from=footer',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=Kavita+Meena&email=kavita%40example.org&message=Hello',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/contact?from=footer');
    expect(response.body).toBe('');
    // Always to this site's own page.
    for (const pathname of ['//elsewhere.example/contact', '/\\elsewhere.example/contact']) {
      const elsewhere = await app.inject({ method: 'POST', url: { pathname }, payload: {} });
      expect(elsewhere.headers.location).toBe('/elsewhere.example/contact');
    }
    // Not for the API, nor for files.
    for (const url of ['/api/v1/unknown', '/assets/missing-file.js']) {
      expect((await app.inject({ method: 'POST', url, payload: {} })).statusCode).toBe(404);
    }
  });
});
