/**
 * The tag of the tests that end demo mode. Ending it disables every demo account, which all
 * other tests sign in with, so tagged tests run one at a time against a server of their own
 * (see playwright.config.ts).
 */
export const DEMO_END = '@demo-end';
