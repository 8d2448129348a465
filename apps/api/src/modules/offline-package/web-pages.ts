import { existsSync, readFileSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { shortHash } from './rules.js';

/** The headers that carry a learner's session (the web app's cookie, or a Bearer token). */
export type SessionHeaders = { cookie?: string; authorization?: string };

/** The version of every page when no web build is served (the API alone, as in tests). */
export const NO_WEB_BUILD = 'no-web-build';

/**
 * The web app's side of a package: its pages (index.html with the page's strings inlined, as the
 * server answers any page address) and its static files (the course images).
 */
export class WebPages {
  /** Moves with every web build: index.html names the build's hashed scripts. */
  readonly version: string;
  private readonly files = new Map<string, { sizeBytes: number; version: string }>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly webDist: string | undefined,
  ) {
    const index = webDist ? join(webDist, 'index.html') : undefined;
    this.version = index && existsSync(index) ? `web-${shortHash(readFileSync(index, 'utf8'))}` : NO_WEB_BUILD;
  }

  /**
   * The bytes of a page as the server sends it to the learner, asked of the server itself with
   * their session (a learning page is theirs: signed out it is a redirect to sign in), uncompressed
   * as a device keeps it; 0 without a web build, where no page is served.
   */
  async pageBytes(path: string, session: SessionHeaders = {}): Promise<number> {
    if (this.version === NO_WEB_BUILD) return 0;
    const response = await this.app.inject({ method: 'GET', url: path, headers: session });
    const html = response.statusCode === 200 && String(response.headers['content-type']).startsWith('text/html');
    return html ? response.rawPayload.length : 0;
  }

  /** A file of the build by its address (e.g. /images/courses/course-1.svg): its size and a fingerprint of its content. */
  staticFile(path: string): { sizeBytes: number; version: string } {
    const known = this.files.get(path);
    if (known) return known;
    const root = this.webDist ? resolve(this.webDist) : undefined;
    const file = root ? resolve(root, `.${path}`) : undefined;
    let found = { sizeBytes: 0, version: this.version };
    if (root && file?.startsWith(root + sep) && existsSync(file)) {
      const content = readFileSync(file);
      found = { sizeBytes: content.length, version: shortHash(content) };
    }
    // The build does not change while the server runs.
    if (this.files.size < 1000) this.files.set(path, found);
    return found;
  }
}
