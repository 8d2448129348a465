/** UI strings of one page: dotted key → English and Hindi text. */
export type Strings = Record<string, { en: string; hi: string }>;

/** A file's contribution: several files may add to one page (e.g. `general`). */
export type PageStrings = { page: string; strings: Strings };
