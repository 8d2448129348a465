import type { Strings } from './types.js';
import strings from '../strings/user-mobile.json' with { type: 'json' };

/** A learner's mobile number in the dashboard's user forms and list, and the link to their progress: page 'dashboard'. */
export const userMobileStrings: Strings = strings;
