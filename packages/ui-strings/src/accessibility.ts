import type { Strings } from './types.js';
import strings from '../strings/accessibility.json' with { type: 'json' };

/** The accessibility bar, the reader panel and the theme (page 'general'). */
export const accessibilityStrings: Strings = strings;
