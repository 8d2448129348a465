import type { Strings } from './types.js';
import strings from '../strings/general.json' with { type: 'json' };

/** Strings every page loads: the header, footer, shared words (page 'general'). */
export const generalStrings: Strings = strings;
