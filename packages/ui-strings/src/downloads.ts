import type { Strings } from './types.js';
import strings from '../strings/downloads.json' with { type: 'json' };

/** Downloading a course for use without a network: the LMS page's button and the downloads page. */
export const downloadsStrings: Strings = strings;
