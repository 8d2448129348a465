import { existsSync, readFileSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import { DOWNLOAD_HEADER } from '@jal/contracts';
import type { FastifyInstance } from 'fastify';
import { shortHash } from './rules.js';

/**
 * What a learner's browser sends with each request of a download: the headers that carry the
 * session (the web app's cookie, or a Bearer token), and the encodings it takes, as the package's
 * own request carried them (the download's requests come from the same browser).
 */
export type SessionHeaders = { cookie?: string; authorization?: string; 'accept-encoding'?: string };

/** The version of every page when no web build is served (the API alone, as in tests). */
export const NO_WEB_BUILD = 'no-web-build';

/** A file of the web build in a package: the bytes it travels in, and a fingerprint of its content. */
export type StaticFile = { sizeBytes: number; version: string };

/**
 * The web app's side of a package: its pages (index.html with the page's strings inlined, as the
 * server answers any page address) and its static files (the course images and figures), each
 * sized as the server sends it to this browser: compressed when the browser takes it, as the
 * learner's data plan pays for it.
 */
export class WebPages {
  /** Moves with every web build: index.html names the build's hashed scripts. */
  readonly version: string;
  private readonly versions = new Map<string, string>();
  private readonly sizes = new Map<string, number>();

  constructor(
    private readonly app: FastifyInstance,
    private readonly webDist: string | undefined,
  ) {
    const index = webDist ? join(webDist, 'index.html') : undefined;
    this.version = index && existsSync(index) ? `web-${shortHash(readFileSync(index, 'utf8'))}` : NO_WEB_BUILD;
  }

  /**
   * The bytes of a page as the server sends it to the learner, asked of the server itself with
   * their session (a learning page is theirs: signed out it is a redirect to sign in) and their
   * encodings; 0 without a web build, where no page is served.
   */
  async pageBytes(path: string, session: SessionHeaders = {}): Promise<number> {
    if (this.version === NO_WEB_BUILD) return 0;
    // Asked as the download asks: such a page carries no download panel's sizes (which would ask
    // for this package again).
    const response = await this.app.inject({ method: 'GET', url: path, headers: { ...session, [DOWNLOAD_HEADER]: '1' } });
    const html = response.statusCode === 200 && String(response.headers['content-type']).startsWith('text/html');
    return html ? response.rawPayload.length : 0;
  }

  /** A file of the build by its address (e.g. /images/courses/course-1.svg), as the server sends it with these encodings. */
  async staticFile(path: string, session: SessionHeaders = {}): Promise<StaticFile> {
    const version = this.fileVersion(path);
    if (version === null) return { sizeBytes: 0, version: this.version };
    const encodings = session['accept-encoding'] ?? '';
    const key = `${path}\n${encodings}`;
    let sizeBytes = this.sizes.get(key);
    if (sizeBytes === undefined) {
      const response = await this.app.inject({ method: 'GET', url: path, headers: encodings ? { 'accept-encoding': encodings } : {} });
      sizeBytes = response.statusCode === 200 ? response.rawPayload.length : 0;
      // The build does not change while the server runs; the encodings browsers send are few.
      if (this.sizes.size < 1000) this.sizes.set(key, sizeBytes);
    }
    return { sizeBytes, version };
  }

  /** A fingerprint of the build's file at `path`, or null when the build has no such file. */
  private fileVersion(path: string): string | null {
    const known = this.versions.get(path);
    if (known !== undefined) return known;
    const root = this.webDist ? resolve(this.webDist) : undefined;
    const file = root ? resolve(root, `.${path}`) : undefined;
    if (!root || !file?.startsWith(root + sep) || !existsSync(file)) return null;
    const version = shortHash(readFileSync(file));
    if (this.versions.size < 1000) this.versions.set(path, version);
    return version;
  }
}
