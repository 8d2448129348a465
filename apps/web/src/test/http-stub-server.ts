import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { setApiOrigin } from '../lib/api-client';

export type Route = (request: { method: string; url: string; headers: IncomingHttpHeaders; body: string }) => {
  status: number;
  body?: unknown;
  raw?: string;
};

/**
 * A real HTTP server on a free loopback port, answering each request with what `route` says,
 * and recording the requests it received.
 */
export async function startHttpServer(route: Route) {
  const received: { method: string; url: string; headers: IncomingHttpHeaders; body: string }[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const request = { method: req.method ?? 'GET', url: req.url ?? '/', headers: req.headers, body };
      received.push(request);
      const answer = route(request);
      res.writeHead(answer.status, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
      res.end(answer.raw ?? (answer.body === undefined ? '' : JSON.stringify(answer.body)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A stub API for a whole test file: started at once, the API client talks to it from the first
 * test to the last, then it closes. Call it at the top level of the file.
 */
export async function serveStubApi(route: Route) {
  const server = await startHttpServer(route);
  beforeAll(() => setApiOrigin(server.origin));
  afterAll(async () => {
    setApiOrigin(null);
    await server.close();
  });
  return server;
}
