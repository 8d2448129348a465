import type { Strings } from './types.js';
import strings from '../strings/organization-summary.json' with { type: 'json' };

/** The organization manager's summary band at the top of the dashboard's users page (page 'dashboard'). */
export const organizationSummaryStrings: Strings = strings;
