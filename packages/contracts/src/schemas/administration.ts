// Shapes of the administration endpoints, one file per resource.
export * from './administration-common.js';
export * from './administration-translations.js';
export * from './administration-alerts.js';
export * from './administration-organizations.js';
export * from './administration-users.js';
export * from './administration-reports.js';
