import { BlockList, isIP } from 'node:net';

const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');
loopback.addSubnet('::ffff:127.0.0.0', 104, 'ipv6');

/**
 * Whether an address to listen on lets only this machine connect: `localhost`, 127.0.0.0/8 or ::1.
 * Any other name counts as reachable from outside, even one that happens to resolve to a
 * loopback address: what HOST says is what is judged, not what a resolver answers today.
 */
export function isLoopbackHost(host: string): boolean {
  if (host.toLowerCase() === 'localhost') return true;
  const family = isIP(host);
  return family !== 0 && loopback.check(host, family === 6 ? 'ipv6' : 'ipv4');
}

/** 0.0.0.0 and ::, which listen on every address of the machine. */
export const isUnspecifiedHost = (host: string) => host === '0.0.0.0' || host === '::';
