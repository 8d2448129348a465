import type { Strings } from './types.js';
import strings from '../strings/about.json' with { type: 'json' };

/** The About page (page 'about'). */
export const aboutStrings: Strings = strings;
