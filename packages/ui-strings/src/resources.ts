import type { Strings } from './types.js';
import strings from '../strings/resources.json' with { type: 'json' };

/** The Resources page and its glossary (page 'resources'). */
export const resourcesStrings: Strings = strings;
