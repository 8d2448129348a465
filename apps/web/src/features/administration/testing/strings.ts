import { dashboardAdministrationStrings } from '@jal/ui-strings/dashboard-administration';
import { generalStrings } from '@jal/ui-strings/general';
import { i18n } from '@/lib/i18n';

/** Loads the dashboard's real English strings (as the server would send them) for component tests. */
export function loadAdministrationStrings() {
  const strings = { ...generalStrings, ...dashboardAdministrationStrings };
  for (const [key, text] of Object.entries(strings)) if (key.startsWith('dashboard.')) i18n.addResource('en', 'translation', key, text.en);
}
