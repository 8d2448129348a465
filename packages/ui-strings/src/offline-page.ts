import type { Strings } from './types.js';
import strings from '../strings/offline-page.json' with { type: 'json' };

/**
 * What a page never opened on this phone says without a network. The web app bundles these in a
 * small chunk of their own (they cannot come from the server then); they are seeded too, so the
 * translators see them with the others.
 */
export const offlinePageStrings: Strings = strings;
