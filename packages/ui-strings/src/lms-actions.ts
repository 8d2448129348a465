import type { Strings } from './types.js';
import strings from '../strings/lms-actions.json' with { type: 'json' };

/** The LMS page's main button once the learner has opened a lesson: page 'learn'. */
export const lmsActionStrings: Strings = strings;
