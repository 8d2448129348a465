import { storage } from './storage';
import { whenIdle } from './when-idle';

/**
 * Local storage's note that the browser keeps Inter. index.html's first script reads it before the
 * first paint and marks the root (`data-fonts="kept"`), and index.css then puts Inter first.
 */
export const KEPT_FONT_KEY = 'fonts';
const KEPT = 'kept';

/**
 * Fetches Inter once the page has loaded, and notes that the browser has it, so that the next
 * page's text starts in it. This page keeps the system's stand-ins: a font swapped in now would
 * move its text under the reader. A load that fails (offline, a font blocked) notes nothing, and
 * the next page tries again.
 */
export async function keepSiteFont(fonts: Pick<FontFaceSet, 'load'>): Promise<void> {
  const loaded = await fonts.load('1em "Inter Variable"').catch(() => []);
  if (loaded.length > 0) storage.set(KEPT_FONT_KEY, KEPT);
}

/** `keepSiteFont` once the browser is idle, unless the font is kept already. */
export function keepSiteFontWhenIdle() {
  if (storage.get(KEPT_FONT_KEY) === KEPT || !('fonts' in document)) return;
  whenIdle(() => void keepSiteFont(document.fonts));
}
