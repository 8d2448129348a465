import type { Strings } from './types.js';
import strings from '../strings/downloads-menu.json' with { type: 'json' };

/** The signed-in user's link to the downloads page (page 'general': the header shows it everywhere). */
export const downloadsMenuStrings: Strings = strings;
