import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The one inline script, in apps/web/index.html: it sets the colour theme before the first paint,
 * says whether the browser keeps the site's font, and keeps taps made before the app has taken the
 * page over. Allowed by its hash only; after any change to it (even whitespace) put the new hash
 * here (csp.test.ts computes it from the file).
 */
export const INLINE_SCRIPT_HASH = "'sha256-ZByd9KDhD5EqyPTrSN8raOMKnhuL6ptHRdvaljfgym4='";

const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'", INLINE_SCRIPT_HASH],
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      mediaSrc: ["'self'", 'blob:'],
      // The service worker (/sw.js) and the web app manifests: our own files only. Said outright
      // rather than left to fall back to script-src and default-src.
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      // No page sets a <base>: none may, so an injected one cannot redirect relative links and forms.
      baseUri: ["'none'"],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
  // Sent only over HTTPS (below): the embedded install is often reached over plain http on a local network.
  strictTransportSecurity: false,
};

/** A year, for this host and its subdomains; sent only on responses that travel over HTTPS. */
export const HSTS = 'max-age=31536000; includeSubDomains';

/** The headers helmet sets with these options: they are the same for every response. */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number) => {
      headers[name] = String(value);
    },
    removeHeader: () => {},
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error('helmet could not work out the security headers');
  });
  return headers;
}

/**
 * Strict Content-Security-Policy: scripts only from our own origin (plus the inline script's hash).
 * It is what keeps an injected script from reading the session token the web app keeps in local
 * storage, so `script-src` never allows inline scripts (csp.test.ts checks every route).
 * Styles allow inline because the toast library injects its stylesheet at run time; no script can
 * be injected that way. The headers are worked out once at start-up and copied onto every reply
 * (building helmet per request cost a tenth of a cached read).
 *
 * Strict-Transport-Security is added when the request came over HTTPS: on the server's own TLS,
 * or from a trusted proxy's X-Forwarded-Proto (Fastify reads that header only from a proxy that
 * TRUST_PROXY names), so a client cannot turn it on over plain http.
 */
export function registerSecurityHeaders(app: FastifyInstance) {
  const headers = helmetHeaders(HELMET_OPTIONS);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(headers);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    done();
  });
}
