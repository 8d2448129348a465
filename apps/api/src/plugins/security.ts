import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * The one inline script, in apps/web/index.html: it sets the colour theme before the first paint.
 * Allowed by its hash only; after any change to it (even whitespace) put the new hash here
 * (e2e/accessibility-bar.spec.ts fails on a CSP refusal).
 */
export const THEME_SCRIPT_HASH = "'sha256-LzBjGzFKgSDtA6iBHK8jQ0FCkELke5/OLXzGhgVLtG4='";

/**
 * Strict Content-Security-Policy: scripts only from our own origin (plus the theme script's hash). Styles allow inline because
 * the toast library injects its stylesheet at run time; no script can be injected that way.
 */
export async function registerSecurityHeaders(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", THEME_SCRIPT_HASH],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        mediaSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Keep HSTS off: the embedded install is often reached over plain http on a local network.
    strictTransportSecurity: false,
  });
}
