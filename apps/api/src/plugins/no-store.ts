import type { FastifyInstance } from 'fastify';

/**
 * No API answer is kept by a browser or a cache in between unless its route says how it may be:
 * an answer can carry a token (signing in), personal data (the caller's account, lists of users,
 * reports, exports) or both, and a rule that needs every such route to remember it would miss the
 * next one. So every answer under /api/ without a Cache-Control of its own leaves with `no-store`;
 * the reads that are the same for everyone set theirs (`no-cache` with an ETag, media files kept
 * for a year), and so do the few personal ones that may be kept privately (lesson audio).
 * The pages set their own too (web-app.ts).
 */
export function registerNoStore(app: FastifyInstance) {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
}
