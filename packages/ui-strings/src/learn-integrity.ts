import type { Strings } from './types.js';
import strings from '../strings/learn-integrity.json' with { type: 'json' };

/** The quiz's count-only feedback and the wait between failed attempts in the player: page 'learn'. */
export const learnIntegrityStrings: Strings = strings;
