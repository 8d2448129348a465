/**
 * The tag of tests that change what every visitor of the site sees (the current alert, a UI
 * string, the published catalogue). Tagged tests run one at a time against a server of their own
 * (see playwright.config.ts), so every other test sees the seeded site whatever runs beside it.
 */
export const SITE_WIDE = '@site-wide';
