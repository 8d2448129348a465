import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * Which proxies may tell the server a client's address (X-Forwarded-For): none, or their addresses
 * and ranges, as Fastify's `trustProxy` takes them. Fastify takes a hop count too but ignores it
 * (it cannot tell a proxy from a client that connects directly), so a count is refused here
 * rather than silently leaving every client behind the proxy with the proxy's address.
 */
export type TrustProxy = false | string[];

/** Ranges Fastify knows by name: 127.0.0.0/8 and ::1, link-local, and private networks. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);

const GIVE_ADDRESSES = 'Give the addresses of the proxies in front of the server, e.g. 127.0.0.1 or 10.0.0.2,10.1.0.0/16';
const REFUSE_TRUE = `must not be true: then any client can choose its own address by sending X-Forwarded-For. ${GIVE_ADDRESSES}`;
const REFUSE_COUNT = `must not be a number of proxies: the server cannot tell a proxy from a client by counting. ${GIVE_ADDRESSES}`;

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
  // '0' kept its old meaning (off) when the variable stopped being a plain true/false flag.
  if (value === '' || value === 'false' || value === '0') return false;
  if (value === 'true') {
    ctx.addIssue({ code: 'custom', message: REFUSE_TRUE });
    return z.NEVER;
  }
  if (/^\d+$/.test(value)) {
    ctx.addIssue({ code: 'custom', message: REFUSE_COUNT });
    return z.NEVER;
  }
  const entries = value.split(',').map((entry) => entry.trim());
  const bad = entries.filter((entry) => !isAddressOrRange(entry));
  if (bad.length > 0) {
    ctx.addIssue({
      code: 'custom',
      message: `must be false, or IP addresses or CIDR ranges separated by commas (not ${bad.map((entry) => JSON.stringify(entry)).join(', ')})`,
    });
    return z.NEVER;
  }
  return entries;
}
