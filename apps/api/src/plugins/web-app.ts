import fastifyStatic from '@fastify/static';
import {
  DASHBOARD_TRANSLATION_PAGE,
  DEFAULT_LANGUAGE,
  DOWNLOAD_HEADER,
  isDashboardPath,
  translationPageFor,
  type ServerRenderRequest,
} from '@jal/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import { acceptedEncoding, compressedCopy, type Encoding } from '../lib/compressed-copies.js';
import { currentAlertEntry } from '../public-content/current-alert.js';
import { frontendTranslationsEntry } from '../public-content/frontend-translations.js';
import { declareRoutesOf } from './auth.js';
import { bootData } from './boot-data.js';
import { routePreloads } from './route-preloads.js';
import { choicesOf, headerUserOf, isServerRendered, loadPageRenderer, pageDocument, withInlineStylesheets } from './server-render.js';
import { RenderedPages, type RenderedPage } from './rendered-pages.js';

const compressFast = (html: string, encoding: Encoding) =>
  encoding === 'br' ? brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }) : gzipSync(html, { level: 6 });

/**
 * The page's HTML carries its strings and first data (tens of KB), so it is compressed: brotli,
 * else gzip, at a fast level (about a millisecond). A page kept for every visitor with the same
 * choices is also compressed once as small as it goes, in the background, and sent that way from
 * then on: about a tenth fewer bytes on a slow link, for a cost paid once.
 */
function sendCompressed(request: FastifyRequest, reply: FastifyReply, page: RenderedPage, kept: boolean) {
  const encoding = acceptedEncoding(request);
  if (!encoding) return reply.send(page.html);
  const smallest = kept ? compressedCopy(page.html, (page.encoded ??= {}), encoding) : undefined;
  const body = smallest ?? compressFast(page.html, encoding);
  return reply.header('content-encoding', encoding).send(body);
}

/** JSON inside a script element: `<` escaped so no text can close the element. */
function inlineJson(json: string): string {
  return json.replace(/</g, '\\u003c');
}

/** Whether the browser asks to save data (`Save-Data: on`, sent by Chromium's data saver). */
function asksToSaveData(request: FastifyRequest): boolean {
  return (
    String(request.headers['save-data'] ?? '')
      .trim()
      .toLowerCase() === 'on'
  );
}

/**
 * The mark that starts the app in low-data mode for a browser that asks to save data, unless the
 * learner has chosen otherwise (the app reads it only as the default). The page's own preloads
 * stay: they fetch only what the page itself needs, so dropping them would cost round trips and
 * save no bytes.
 */
const SAVE_DATA_MARK = '<meta name="save-data" content="on">';

/** `html` with `tags` just before its closing `</body>` (the last one: page text cannot hold one unescaped). */
function insertBodyEnd(html: string, tags: string): string {
  const end = html.lastIndexOf('</body>');
  return end < 0 ? html + tags : html.slice(0, end) + tags + html.slice(end);
}

/**
 * How long a browser may keep a file of the build without asking again. Hashed assets never
 * change. The service worker and the manifests keep their names from one version to the next, so
 * the browser must ask each time (a cheap 304 when nothing changed): otherwise it would learn of
 * a new version up to an hour late.
 */
export function cacheControlFor(webDist: string, path: string): string {
  // The file's place in the build, the same for its pre-compressed copies.
  const file = relative(resolve(webDist), resolve(path))
    .replace(/\.(br|gz)$/, '')
    .split(sep)
    .join('/');
  if (file.startsWith('assets/') || file.startsWith('fonts/')) return 'public, max-age=31536000, immutable';
  if (file === 'sw.js' || file.endsWith('.webmanifest')) return 'no-cache';
  return 'public, max-age=3600';
}

/**
 * Serves the built web app: hashed assets cached for a year, every other non-API path answered
 * with index.html so that the client router can take over (history fallback).
 */
export async function registerWebApp(app: FastifyInstance, webDist: string | undefined) {
  const indexPath = webDist ? join(webDist, 'index.html') : undefined;
  const hasWebApp = !!indexPath && existsSync(indexPath);

  if (hasWebApp && webDist) {
    // The web app's files are public: every page and asset is served to anyone.
    await app.register(async (files) => {
      declareRoutesOf(files, 'public');
      await files.register(fastifyStatic, {
        root: webDist,
        wildcard: false,
        index: false,
        // The build writes .br and .gz copies; each browser gets the smallest it accepts.
        preCompressed: true,
        setHeaders: (res, path) => {
          res.header('cache-control', cacheControlFor(webDist, path));
        },
      });
    });
  }
  const indexHtml = hasWebApp && indexPath ? readFileSync(indexPath, 'utf8') : undefined;
  const preloadsFor = hasWebApp && webDist ? routePreloads(webDist) : () => '';
  const renderPage = hasWebApp && webDist ? await loadPageRenderer(webDist, app.log) : null;
  const renderedTemplate = indexHtml && webDist ? withInlineStylesheets(indexHtml, webDist) : indexHtml;
  // A visitor's page is the same for every visitor with the same choices: rendered once, then
  // kept until a write changes what public pages show (the public cache's invalidations).
  const renderedPages = new RenderedPages();
  app.publicCache.onInvalidate(() => renderedPages.clear());

  /**
   * The page drawn on the server (docs/decisions/031), or index.html's empty #root when it cannot
   * be (a dashboard page, no server renderer, a failure): the browser then draws it itself.
   */
  const pageMarkup = async (
    request: FastifyRequest,
    inputs: { page: string; strings: string; alert: string; answers: object },
  ): Promise<RenderedPage> => {
    const path = request.url.split('?')[0] ?? '/';
    if (!renderPage || !indexHtml || !renderedTemplate || !isServerRendered(path)) return { html: indexHtml ?? '', status: 200 };
    try {
      const rendered = await renderPage({
        url: request.url,
        translations: (JSON.parse(inputs.strings) as { data: ServerRenderRequest['translations'] }).data,
        translationPage: inputs.page,
        bootAnswers: inputs.answers as Record<string, unknown>,
        alert: (JSON.parse(inputs.alert) as { data?: unknown }).data ?? null,
        user: headerUserOf(request),
        choices: choicesOf(request),
        savesData: asksToSaveData(request),
      });
      if (rendered.redirect) return { html: '', status: 302, location: rendered.redirect };
      return { html: pageDocument(renderedTemplate, rendered), status: rendered.status };
    } catch (error) {
      request.log.error({ err: error }, 'could not render the page on the server');
      return { html: indexHtml, status: 200 };
    }
  };

  /**
   * The page's HTML with the strings of the requested page and the current alert inlined, so the
   * first paint waits for no request after the scripts (round trips are what a slow network
   * costs) and the banner does not push the page down when it arrives. The head gets only what
   * must start early (the page's code and lead image); the data blocks go at the end of the body,
   * which the app reads once the page is parsed anyway: on a slow link the content's bytes come
   * first and paint while the data is still arriving, and the browser lays out the page in parts
   * as it arrives instead of all of it in one long task at the end.
   */
  const pageHtml = async (request: FastifyRequest): Promise<RenderedPage> => {
    const [path = '/', search = ''] = request.url.split('?');
    const page = translationPageFor(path);
    const dashboard = isDashboardPath(path);
    const [strings, alert, data, dashboardStrings] = await Promise.all([
      frontendTranslationsEntry(app.db, app.publicCache, page),
      currentAlertEntry(app.db, app.publicCache),
      bootData(app, path, search, {
        cookies: request.currentUser ? (request.headers.cookie ?? null) : null,
        language: choicesOf(request).language ?? DEFAULT_LANGUAGE,
        forDownload: request.headers[DOWNLOAD_HEADER.toLowerCase()] !== undefined,
      }),
      // The dashboard layout waits for its own strings too (docs/decisions/011).
      dashboard ? frontendTranslationsEntry(app.db, app.publicCache, DASHBOARD_TRANSLATION_PAGE) : undefined,
    ]);
    const markup = await pageMarkup(request, { page, strings: strings.body, alert: alert.body, answers: data.answers });
    if (markup.location) return markup;
    const head =
      (asksToSaveData(request) ? SAVE_DATA_MARK : '') + preloadsFor(dashboard ? DASHBOARD_TRANSLATION_PAGE : page, path) + data.preload;
    const body =
      data.script +
      `<script id="boot-translations" type="application/json">${inlineJson(strings.body)}</script>` +
      `<script id="boot-alert" type="application/json">${inlineJson(alert.body)}</script>` +
      (dashboardStrings
        ? `<script id="boot-translations-dashboard" type="application/json">${inlineJson(dashboardStrings.body)}</script>`
        : '');
    return { html: insertBodyEnd(markup.html.replace('</head>', `${head}</head>`), body), status: markup.status };
  };

  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    let page: RenderedPage = { html: indexHtml ?? '', status: 200 };
    let keeps = false;
    try {
      const key = request.currentUser ? null : renderedPages.keyOf(request.url, choicesOf(request), asksToSaveData(request));
      const kept = key ? renderedPages.get(key) : undefined;
      const producedAt = app.publicCache.version;
      page = kept ?? (await pageHtml(request));
      // A page drawn from answers a write has since replaced is sent, not kept.
      keeps = !!key && (!!kept || producedAt === app.publicCache.version);
      if (key && !kept && keeps) renderedPages.set(key, page);
    } catch (error) {
      // The app then fetches the strings itself.
      request.log.error({ err: error }, 'could not inline the translations');
    }
    // The page differs by Save-Data and by the visitor's choices and session (cookies) too: a cache
    // (the service worker's, a proxy's) keeps one copy of each.
    reply
      .code(page.status)
      // A signed-in person's page carries their own data: no shared cache may keep it.
      .header('cache-control', request.currentUser ? 'private, no-cache' : 'no-cache')
      .header('vary', 'accept-encoding, save-data, cookie');
    if (page.location) return reply.header('location', page.location).send();
    reply.type('text/html; charset=utf-8');
    return sendCompressed(request, reply, page, keeps);
  };

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = path === '/api' || path.startsWith('/api/');
    // A missing file with an extension is a real 404, not a page of the app.
    const isFile = /\.[a-z0-9]{1,8}$/i.test(path);
    // A form of the app sent by a browser that runs no script posts to its own page (the forms say
    // method="post", so what was typed stays out of addresses and logs). Only the app can send a
    // form: the browser is shown the page again, and what it sent is not read.
    if (request.method === 'POST' && !isApi && !isFile && indexHtml) {
      // One leading slash only: `//host` or `/\host` would send the browser to another site.
      return reply
        .code(303)
        .header('location', request.url.replace(/^[/\\]+/, '/'))
        .send();
    }
    if (isApi || !indexHtml || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).send({ code: 404, errorCode: 'NOT_FOUND', message: 'Resource not found.', data: null });
    }
    if (isFile) return reply.code(404).type('text/plain').send('Not found');
    return sendIndex(request, reply);
  });
}
