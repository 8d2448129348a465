import type { Strings } from './types.js';
import strings from '../strings/learn.json' with { type: 'json' };

/** The LMS page (/courses/:id/lms) and the learning player (/learn/...): page 'learn'. */
export const learnStrings: Strings = strings;
