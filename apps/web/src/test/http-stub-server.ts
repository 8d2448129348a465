import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach } from 'vitest';
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
    // A page of another origin may call it, as the browser's XMLHttpRequest asks first (CORS).
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'access-control-allow-origin': '*',
        'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE',
        'access-control-allow-headers': req.headers['access-control-request-headers'] ?? '',
      });
      res.end();
      return;
    }
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

/** What connectStubApi needs of a stub server: where it listens, what it received, and closing it. */
type StubServer = { origin: string; received: unknown[]; close: () => Promise<void> };

/**
 * Points the API client at a stub server for a whole test file, from the first test to the last,
 * then closes it; every test starts with no requests recorded. `setup` runs once before the first
 * test (the UI strings the file renders with, its language). Call it at the top level of the file.
 */
export function connectStubApi<T extends StubServer>(server: T, setup?: () => unknown): T {
  beforeAll(async () => {
    await setup?.();
    setApiOrigin(server.origin);
  });
  afterAll(async () => {
    setApiOrigin(null);
    await server.close();
  });
  beforeEach(() => {
    server.received.length = 0;
  });
  return server;
}

/** A stub API answering with `route`, connected for the whole test file (see connectStubApi). */
export async function serveStubApi(route: Route, setup?: () => unknown) {
  return connectStubApi(await startHttpServer(route), setup);
}
