import type { Strings } from './types.js';
import strings from '../strings/alert-banner.json' with { type: 'json' };

/** The site-wide alert banner (loaded on every page). */
export const alertBannerStrings: Strings = strings;
