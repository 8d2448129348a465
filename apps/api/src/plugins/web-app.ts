import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Serves the built web app: hashed assets cached for a year, every other non-API path answered
 * with index.html so that the client router can take over (history fallback).
 */
export async function registerWebApp(app: FastifyInstance, webDist: string | undefined) {
  const indexPath = webDist ? join(webDist, 'index.html') : undefined;
  const hasWebApp = !!indexPath && existsSync(indexPath);

  if (hasWebApp && webDist) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies; each browser gets the smallest it accepts.
      preCompressed: true,
      setHeaders: (res, path) => {
        const immutable = path.includes(`${join(webDist, 'assets')}`) || path.includes(`${join(webDist, 'fonts')}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      },
    });
  }
  const indexHtml = hasWebApp && indexPath ? readFileSync(indexPath, 'utf8') : undefined;

  const sendIndex = (reply: FastifyReply) =>
    reply.code(200).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    if (path === '/api' || path.startsWith('/api/') || !indexHtml || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).send({ code: 404, message: 'Resource not found.', data: null });
    }
    // A missing file with an extension is a real 404, not a page of the app.
    if (/\.[a-z0-9]{1,8}$/i.test(path)) return reply.code(404).type('text/plain').send('Not found');
    return sendIndex(reply);
  });
}
