import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/**
 * Strict Content-Security-Policy: scripts only from our own origin. Styles allow inline because
 * the toast library injects its stylesheet at run time; no script can be injected that way.
 */
export async function registerSecurityHeaders(app: FastifyInstance) {
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
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
