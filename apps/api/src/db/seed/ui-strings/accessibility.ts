import type { Strings } from './types.js';

/** The accessibility bar, the reader panel and the theme (page 'general'). */
export const accessibilityStrings: Strings = {};
