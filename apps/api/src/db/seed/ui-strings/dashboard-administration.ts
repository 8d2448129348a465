import type { Strings } from './types.js';

/** The dashboard's translations, alerts, organizations, users and reports (page 'dashboard'). */
export const dashboardAdministrationStrings: Strings = {};
