/**
 * The API's version, as the document's `info.version` gives it. Apps in the field rely on it:
 * a breaking change (a path, operation or response field removed, a type narrowed) needs a new
 * major version, and every change has its line in docs/api-changelog.md.
 */
export const API_VERSION = '1.0.0';
