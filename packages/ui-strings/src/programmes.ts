import type { Strings } from './types.js';
import strings from '../strings/programmes.json' with { type: 'json' };

/** Training programmes in the dashboard's users area: batches, the progress board, a learner's page (page 'dashboard'). */
export const programmesStrings: Strings = strings;
