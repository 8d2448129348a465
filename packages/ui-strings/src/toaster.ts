import type { Strings } from './types.js';
import strings from '../strings/toaster.json' with { type: 'json' };

/** The toasts' region and their close button, on every page: page 'general'. */
export const toasterStrings: Strings = strings;
