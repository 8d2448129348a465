import { dashboardAdministrationStrings } from '@jal/ui-strings/dashboard-administration';
import { generalStrings } from '@jal/ui-strings/general';
import { validationStrings } from '@jal/ui-strings/validation';
import { i18n } from '@/lib/i18n';

/** Loads the dashboard's real strings in English and Hindi (as the server would send them) for component tests. */
export function loadAdministrationStrings() {
  const strings = { ...generalStrings, ...dashboardAdministrationStrings, ...validationStrings };
  for (const [key, text] of Object.entries(strings)) {
    if (!key.startsWith('dashboard.') && !key.startsWith('validation.')) continue;
    i18n.addResource('en', 'translation', key, text.en);
    i18n.addResource('hi', 'translation', key, text.hi);
  }
}
