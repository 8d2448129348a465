import type { Strings } from './types.js';
import strings from '../strings/dashboard-administration.json' with { type: 'json' };

/** The dashboard's translations, alerts, organizations, users and reports (page 'dashboard'). */
export const dashboardAdministrationStrings: Strings = strings;
