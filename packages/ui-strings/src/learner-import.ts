import type { Strings } from './types.js';
import strings from '../strings/learner-import.json' with { type: 'json' };

/**
 * The dashboard's spreadsheet import of learners (page 'dashboard'). The server writes the
 * template's column headings from the `dashboard.import.column.` keys.
 */
export const learnerImportStrings: Strings = strings;
