import { createHash, randomBytes } from 'node:crypto';

/** An opaque 256-bit session token, as the client sees it. */
export function newSessionToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
