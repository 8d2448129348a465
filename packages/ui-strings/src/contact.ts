import type { Strings } from './types.js';
import strings from '../strings/contact.json' with { type: 'json' };

/** The Contact page and its form (page 'contact'). */
export const contactStrings: Strings = strings;
