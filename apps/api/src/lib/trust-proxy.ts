import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * Which proxies may tell the server a client's address (X-Forwarded-For) and protocol
 * (X-Forwarded-Proto): none; their addresses and ranges, as Fastify's `trustProxy` takes them
 * (only entries added by those proxies count); or a number of proxy hops, when the server can be
 * reached only through that many proxies (only the last that many entries count).
 */
export type TrustProxy = false | number | string[];

/** Ranges Fastify knows by name: 127.0.0.0/8 and ::1, link-local, and private networks. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const MAX_HOPS = 10;
const REFUSE_TRUE =
  'must not be true: then any client can choose its own address by sending X-Forwarded-For. ' +
  'Give the addresses of the proxies in front of the server (e.g. 127.0.0.1 or 10.0.0.2,10.1.0.0/16), ' +
  'or the number of proxies every request passes through (e.g. 1)';

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const maxPrefix = version === 4 ? 32 : 128;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= maxPrefix;
}

/** Reads TRUST_PROXY as a zod transform, so a bad value is reported like every other variable. */
export function parseTrustProxy(raw: string, ctx: z.RefinementCtx): TrustProxy {
  const value = raw.trim().toLowerCase();
  // No proxies: '0' also kept its old meaning (off) from when the variable was a true/false flag.
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') {
    ctx.addIssue({ code: 'custom', message: REFUSE_TRUE });
    return z.NEVER;
  }
  if (/^\d+$/.test(value)) {
    if (Number(value) <= MAX_HOPS) return Number(value);
    ctx.addIssue({ code: 'custom', message: `must be at most ${MAX_HOPS} when it is a number of proxies` });
    return z.NEVER;
  }
  const entries = value.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isAddressOrRange(entry));
  if (bad.length > 0) {
    ctx.addIssue({
      code: 'custom',
      message: `must be false, a number of proxies, or IP addresses or CIDR ranges separated by commas (not ${bad.map((entry) => JSON.stringify(entry)).join(', ')})`,
    });
    return z.NEVER;
  }
  return entries;
}

/**
 * TRUST_PROXY as Fastify's `trustProxy` option. Fastify trusts no one for a bare hop count (it
 * cannot check that the peer is a proxy), so a count is given as the rule it stands for: the
 * first `hops` addresses, counted back from the connection, are proxies.
 */
export function fastifyTrustProxy(trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  const hops = trust;
  return (_address, hop) => hop < hops;
}
