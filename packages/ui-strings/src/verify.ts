import type { Strings } from './types.js';
import strings from '../strings/verify.json' with { type: 'json' };

/** The public certificate verification page (page 'verify'). */
export const verifyStrings: Strings = strings;
