import type { Strings } from './types.js';
import strings from '../strings/practical-reviews.json' with { type: 'json' };

/** Reviewing field practicals: the queue and one submission with its rubric (page 'dashboard'). */
export const practicalReviewsStrings: Strings = strings;
