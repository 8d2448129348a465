import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase, type Database } from './db/client.js';

// The client address decides login throttling, so it must not be something a client can forge.
const PROXY = '127.0.0.1';
const CLIENT = '203.0.113.7';
const FORGED = '198.51.100.66';

let database: Database;
const apps: FastifyInstance[] = [];

// The database plays no part in reading the address, so both database runs use the embedded one.
beforeAll(async () => {
  database = await openDatabase({ kind: 'pglite', dataDir: null });
});
afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await database.close();
});

/** The app as server.ts builds it from TRUST_PROXY, plus a route that answers with request.ip. */
async function appTrusting(trustProxyVariable: string) {
  const { trustProxy } = loadConfig({ TRUST_PROXY: trustProxyVariable });
  const app = await buildApp({ db: database.db, databaseKind: database.kind, logLevel: 'silent', trustProxy });
  // Declared as the routes around it are, so it also starts where every route must say who may call it.
  const config = { access: 'public' } as const;
  app.get('/test/client-address', { config }, (request) => ({ ip: request.ip }));
  await app.ready();
  apps.push(app);
  return async (remoteAddress: string, forwardedFor?: string) => {
    const response = await app.inject({
      method: 'GET',
      url: '/test/client-address',
      remoteAddress,
      headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ ip: string }>().ip;
  };
}

describe('the client address (request.ip)', () => {
  it('with TRUST_PROXY=false, is the connecting address whatever X-Forwarded-For says', async () => {
    const clientAddress = await appTrusting('false');
    expect(await clientAddress(CLIENT, FORGED)).toBe(CLIENT);
    expect(await clientAddress(PROXY, CLIENT)).toBe(PROXY);
  });

  it('with TRUST_PROXY set to the proxy address, is read from X-Forwarded-For only when that proxy sends it', async () => {
    const clientAddress = await appTrusting(PROXY);
    expect(await clientAddress(PROXY, CLIENT)).toBe(CLIENT);
    // A client that reaches the server directly cannot choose its address.
    expect(await clientAddress(CLIENT, FORGED)).toBe(CLIENT);
    // What the client itself put before the proxy's entry is not believed either.
    expect(await clientAddress(PROXY, `${FORGED}, ${CLIENT}`)).toBe(CLIENT);
    expect(await clientAddress(PROXY)).toBe(PROXY);
  });

  it('with TRUST_PROXY set to a hop count N, takes only the last N entries of X-Forwarded-For', async () => {
    const oneHop = await appTrusting('1');
    expect(await oneHop(PROXY, CLIENT)).toBe(CLIENT);
    // The proxy appends the address it saw; whatever the client wrote before that is not believed.
    expect(await oneHop(PROXY, `${FORGED}, ${CLIENT}`)).toBe(CLIENT);
    expect(await oneHop(PROXY)).toBe(PROXY);

    const twoHops = await appTrusting('2');
    const EDGE = '192.0.2.1';
    // Client → edge proxy → inner proxy → server: the edge proxy's view of the client counts.
    expect(await twoHops(PROXY, `${FORGED}, ${CLIENT}, ${EDGE}`)).toBe(CLIENT);
    expect(await twoHops(PROXY, `${CLIENT}, ${EDGE}`)).toBe(CLIENT);
  });

  it('with TRUST_PROXY=true, does not start: any client could choose its address', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: must not be true/);
  });
});
