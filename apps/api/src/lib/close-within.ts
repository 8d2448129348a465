import type { FastifyInstance } from 'fastify';

/** What closing may still take once the connections are cut (hooks finishing, the queue of work). */
const AFTER_CUT_MS = 2000;

const after = (ms: number) => new Promise<'late'>((resolve) => setTimeout(() => resolve('late'), ms).unref());

/**
 * Closes the server: no new connection is accepted and requests in flight may finish, for at most
 * `drainMs`; then the connections still open are cut, so a slow client or request cannot hold
 * the stop of the process for ever.
 */
export async function closeWithin(app: FastifyInstance, drainMs: number): Promise<void> {
  const closed = app.close().then(() => 'closed' as const);
  if ((await Promise.race([closed, after(drainMs)])) === 'closed') return;
  app.log.warn(`requests still in flight after ${drainMs} ms: cutting their connections`);
  app.server.closeAllConnections();
  if ((await Promise.race([closed, after(AFTER_CUT_MS)])) === 'late') app.log.warn('the server did not finish closing: stopping anyway');
}
