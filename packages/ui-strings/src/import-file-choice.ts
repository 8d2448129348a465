import type { Strings } from './types.js';
import strings from '../strings/import-file-choice.json' with { type: 'json' };

/** The import page's file field, in the page's language rather than the browser's: page 'dashboard'. */
export const importFileChoiceStrings: Strings = strings;
