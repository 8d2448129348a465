import type { Strings } from './types.js';

/** The public certificate verification page (page 'verify'). */
export const verifyStrings: Strings = {};
