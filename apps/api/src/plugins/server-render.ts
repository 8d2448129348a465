import { CHOICE_KEYS, type RenderPage, type ServerRenderRequest, type ServerRenderResult } from '@jal/contracts';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * The web app's server renderer, built beside the web app (`apps/web/dist-ssr/entry-server.js`,
 * by `vite build --ssr`), or null when it was not built: pages are then drawn by the browser alone.
 */
export async function loadPageRenderer(webDist: string, log: FastifyBaseLogger): Promise<RenderPage | null> {
  const file = join(webDist, '..', 'dist-ssr', 'entry-server.js');
  if (!existsSync(file)) {
    log.warn(`No server renderer at ${file}: pages are drawn by the browser alone (run npm run build).`);
    return null;
  }
  const module = (await import(pathToFileURL(file).href)) as { renderPage?: RenderPage };
  return module.renderPage ?? null;
}

/**
 * The sign-in, account-recovery and first-password pages: forms whose buttons (a demo account's
 * "Use", the password's Show) do nothing until the app runs, so they are drawn by the browser,
 * which shows nothing to press before it works.
 */
const BROWSER_DRAWN_PAGES = new Set(['/signin', '/signup', '/forgot-password', '/reset-password', '/set-password']);

/**
 * Pages rendered on the server: every page but the password forms above, which keep drawing
 * themselves in the browser. A dashboard page is rendered as its frame: the site's header and
 * footer around the access check's wait, which the browser takes over and fills once the check is
 * done.
 */
export function isServerRendered(path: string): boolean {
  return !BROWSER_DRAWN_PAGES.has(path.replace(/\/+$/, '') || '/');
}

/** The visitor's display choices, from the cookies the web app writes beside its local storage. */
export function choicesOf(request: FastifyRequest): ServerRenderRequest['choices'] {
  const cookie = (name: string) => request.cookies[name] ?? null;
  return {
    language: cookie(CHOICE_KEYS.language),
    fontSize: cookie(CHOICE_KEYS.fontSize),
    theme: cookie(CHOICE_KEYS.theme),
    lowData: cookie(CHOICE_KEYS.lowData),
  };
}

/** The signed-in person as the header and their profile show them (and whether the pages must first send them to choose a password), or null. */
export function headerUserOf(request: FastifyRequest): ServerRenderRequest['user'] {
  const user = request.currentUser;
  if (!user) return null;
  return {
    _id: user.id,
    id: user.id,
    name: user.name,
    nameVariants: user.nameVariants,
    role: user.role,
    mustChangePassword: user.mustChangePassword,
    email: user.email ?? '',
    mobile: user.mobile ?? null,
  };
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/**
 * index.html around the rendered page: the language, chosen theme and text size on `<html>` (so
 * the first paint is already right), the page's title, and its markup in #root.
 */
export function pageDocument(template: string, rendered: ServerRenderResult): string {
  const attributes = [
    `lang="${escapeAttribute(rendered.language)}"`,
    rendered.theme ? `data-theme="${rendered.theme}"` : '',
    // Written as the browser writes it when the size changes.
    rendered.fontSize ? `style="font-size: ${rendered.fontSize}px;"` : '',
  ]
    .filter(Boolean)
    .join(' ');
  let html = template.replace(/<html[^>]*>/, `<html ${attributes}>`);
  if (rendered.title) html = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeText(rendered.title)}</title>`);
  return html.replace(
    '<div id="root"></div>',
    `<div id="root" data-rendered-for="${escapeAttribute(rendered.renderedFor)}">${rendered.html}</div>`,
  );
}

/**
 * index.html with the rules of its stylesheets in place of their links, for the pages the server
 * renders: the first paint waits for no stylesheet request, and no stylesheet arrives after it.
 *
 * Why the whole stylesheet: only the rules a page's markup used were inlined before, with the whole
 * stylesheet linked at the end of the body. Its arrival changed no style, yet had the browser
 * restyle every element of the page, a task of 70-150 ms at 4× CPU on every page's first load. The
 * whole stylesheet makes a page's HTML about 4 KB larger, compressed (80 ms on a 400 kbit/s link),
 * and saves a request of 10 KB. The font faces are in index.html's head already (the web app's
 * build moves them there).
 */
export function withInlineStylesheets(template: string, webDist: string): string {
  return template.replace(/<link rel="stylesheet"[^>]*href="\/([^"]+\.css)"[^>]*>/g, (link, file: string) => {
    const path = join(webDist, file);
    if (!existsSync(path)) return link;
    // A stylesheet cannot end the element it is inlined in.
    return `<style>${readFileSync(path, 'utf8').replace(/<\/style/gi, '<\\/style')}</style>`;
  });
}
