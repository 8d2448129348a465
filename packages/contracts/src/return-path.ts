/** C0 controls, DEL and C1 controls: the URL parser drops tabs and newlines, so "/\t/x" becomes "//x". */
function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return true;
  }
  return false;
}

/** "//host", "/\host", "\/host": the forms a browser reads as another site's address. */
const OTHER_SITE = /^[/\\]{2}/;

/** Read by a browser as a path on this site: one leading "/", no backslash, no control character. */
function isSitePath(path: string): boolean {
  return path.startsWith('/') && !OTHER_SITE.test(path) && !path.includes('\\') && !hasControlCharacter(path);
}

/** The path, query and fragment `path` becomes once the URL parser resolves it on `base` (dot segments gone), or null off the site. */
function normalised(path: string, base: URL): string | null {
  const url = new URL(path, base);
  return url.origin === base.origin ? `${url.pathname}${url.search}${url.hash}` : null;
}

/**
 * Where to send someone back to after signing in (a `returnTo` value), or null when it could lead
 * off the site. Only a path on `origin` is accepted: it must start with one "/", hold no
 * backslash (browsers read "/\evil.example" as "//evil.example") and no control character, raw
 * or percent-encoded, and must not turn into such a form once decoded (a page that decodes it
 * again must not be led off the site either). Returns the path, query and fragment as the URL
 * parser normalised them, and checks that result again: removing dot segments turns
 * "/.//evil.example" into "//evil.example".
 */
export function safeReturnPath(value: string | null | undefined, origin: string): string | null {
  if (!value || !isSitePath(value)) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    // Broken percent-encoding is no path this site links to.
    return null;
  }
  if (!isSitePath(decoded)) return null;
  const base = new URL(origin);
  const path = normalised(value, base);
  const decodedPath = normalised(decoded, base);
  if (path === null || decodedPath === null || !isSitePath(path) || !isSitePath(decodedPath)) return null;
  return path;
}
