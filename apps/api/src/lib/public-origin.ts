import type { AddressInfo } from 'node:net';
import { isLoopbackHost, isUnspecifiedHost } from './loopback.js';

/** How this machine opens a server listening at `address`: localhost on loopback or on every address. */
export function listeningOrigin(address: AddressInfo): string {
  if (isLoopbackHost(address.address) || isUnspecifiedHost(address.address)) return `http://localhost:${address.port}`;
  const host = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return `http://${host}:${address.port}`;
}

/**
 * The origin of every link the server hands out (email, a certificate's QR code): PUBLIC_URL, or
 * without it (demo mode only: the server's configuration refuses to start otherwise) the address
 * it listens on. Never the request's Host header, which whoever sends the request chooses: a
 * reset link made from it would carry its token to the sender's site.
 */
export function publicOrigin(configured: string | undefined, listening: () => AddressInfo | string | null): () => string {
  if (configured) return () => configured;
  return () => {
    const address = listening();
    return address && typeof address === 'object' ? listeningOrigin(address) : 'http://localhost';
  };
}
