import type { Strings } from './types.js';
import strings from '../strings/validation.json' with { type: 'json' };

/**
 * What a form says about a value it cannot take, by kind of problem; `{{min}}` and `{{max}}` are
 * the limits of the rule. Loaded everywhere, since every form uses them.
 */
export const validationStrings: Strings = strings;
