import type { Strings } from './types.js';

/** The site-wide alert banner (loaded on every page). */
export const alertBannerStrings: Strings = {
  'alertBanner.close': { en: 'Close this notice', hi: 'यह सूचना बंद करें' },
};
