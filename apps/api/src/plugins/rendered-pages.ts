import type { ServerRenderRequest } from '@jal/contracts';
import { ExpiringMap } from '../lib/expiring-map.js';
import type { CompressedCopies } from '../lib/compressed-copies.js';

/**
 * A page's HTML and status, or where it sends the visitor instead; `encoded` holds the HTML
 * compressed as small as it goes, per encoding asked for ('pending' while that is under way).
 */
export type RenderedPage = {
  html: string;
  status: number;
  location?: string;
  encoded?: CompressedCopies;
};

/**
 * Visitors' pages as rendered, by address and display choices, so that rendering a public page
 * costs neither a render nor a database round trip per request. Emptied whenever the public cache
 * drops anything (a course, a translation or the alert changed), and kept for as long as the
 * public answers themselves; the oldest page makes room for a new one.
 */
export class RenderedPages {
  private readonly pages: ExpiringMap<RenderedPage>;

  constructor(
    maxPages = 300,
    private readonly ttlMs = 5 * 60 * 1000,
  ) {
    this.pages = new ExpiringMap(maxPages);
  }

  keyOf(url: string, choices: ServerRenderRequest['choices'], savesData: boolean): string {
    return JSON.stringify([url, choices.language, choices.fontSize, choices.theme, choices.lowData, savesData]);
  }

  get(key: string): RenderedPage | undefined {
    return this.pages.get(key);
  }

  set(key: string, page: RenderedPage) {
    this.pages.set(key, page, this.ttlMs);
  }

  clear() {
    this.pages.deleteWhere(() => true);
  }
}
