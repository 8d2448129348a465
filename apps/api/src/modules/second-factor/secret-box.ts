import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Seals a TOTP secret with the server's second-factor key (AES-256-GCM), so that a copy of the
 * database alone does not give the secret away. Written as `v1.<iv>.<tag>.<ciphertext>`, base64url.
 */
export function sealSecret(key: Buffer, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), sealed].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
}

/** The secret back, or null when the key is not the one it was sealed with (or the value was altered). */
export function openSecret(key: Buffer, value: string): string | null {
  const [version, iv, tag, sealed] = value.split('.');
  if (version !== 'v1' || !iv || !tag || sealed === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
