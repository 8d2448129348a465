/**
 * Everything of the contracts that needs no zod: roles, paths, constants, display names, the
 * check of a return path. The web app imports these from `@jal/contracts/core` so its first view does not
 * carry the validation library.
 */
export * from './roles.js';
export * from './paths.js';
export * from './constants.js';
export * from './error-codes.js';
export * from './display-name.js';
export * from './translation-pages.js';
export * from './catalogue.js';
export * from './boot-requests.js';
export * from './return-path.js';
export * from './mobile-number.js';
export * from './geo.js';
export * from './exif.js';
export * from './typed-number.js';
