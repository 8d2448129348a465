import type { Strings } from './types.js';
import strings from '../strings/input-safety.json' with { type: 'json' };

/** Why the server refused an upload it cannot trust: a PDF with script or embedded files, a file cut off (page 'dashboard'). */
export const inputSafetyStrings: Strings = strings;
