import type { ServerRenderRequest } from '@jal/contracts';

type RenderedPage = { html: string; status: number; expiresAt: number };

/**
 * Visitors' pages as rendered, by address and display choices, so that rendering a public page
 * costs neither a render nor a database round trip per request. Emptied whenever the public cache
 * drops anything (a course, a translation or the alert changed), and kept for as long as the
 * public answers themselves; the oldest page makes room for a new one.
 */
export class RenderedPages {
  private readonly pages = new Map<string, RenderedPage>();

  constructor(
    private readonly maxPages = 300,
    private readonly ttlMs = 5 * 60 * 1000,
  ) {}

  keyOf(url: string, choices: ServerRenderRequest['choices'], savesData: boolean): string {
    return JSON.stringify([url, choices.language, choices.fontSize, choices.theme, choices.lowData, savesData]);
  }

  get(key: string): { html: string; status: number } | undefined {
    const page = this.pages.get(key);
    if (!page) return undefined;
    if (page.expiresAt <= Date.now()) {
      this.pages.delete(key);
      return undefined;
    }
    return page;
  }

  set(key: string, page: { html: string; status: number }) {
    if (this.pages.size >= this.maxPages) {
      const oldest = this.pages.keys().next().value;
      if (oldest !== undefined) this.pages.delete(oldest);
    }
    this.pages.set(key, { ...page, expiresAt: Date.now() + this.ttlMs });
  }

  clear() {
    this.pages.clear();
  }
}
