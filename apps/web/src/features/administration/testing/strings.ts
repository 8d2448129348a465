import { dashboardAdministrationStrings } from '../../../../../api/src/db/seed/ui-strings/dashboard-administration';
import { i18n } from '../../../lib/i18n';

/** Loads the dashboard's real English strings (as the server would send them) for component tests. */
export function loadAdministrationStrings() {
  for (const [key, text] of Object.entries(dashboardAdministrationStrings)) i18n.addResource('en', 'translation', key, text.en);
}
