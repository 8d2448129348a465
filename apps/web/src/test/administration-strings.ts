import { dashboardAdministrationStrings } from '@jal/ui-strings/dashboard-administration';
import { generalStrings } from '@jal/ui-strings/general';
import { programmesStrings } from '@jal/ui-strings/programmes';
import { roleStrings } from '@jal/ui-strings/roles';
import { userMobileStrings } from '@jal/ui-strings/user-mobile';
import { importFileChoiceStrings } from '@jal/ui-strings/import-file-choice';
import { endSessionsStrings } from '@jal/ui-strings/sessions';
import { validationStrings } from '@jal/ui-strings/validation';
import { loadSeedStrings } from '@/test/seed-strings';

/** Loads the dashboard's real strings in English and Hindi (as the server would send them) for component tests. */
export function loadAdministrationStrings() {
  const strings = {
    ...generalStrings,
    ...dashboardAdministrationStrings,
    ...validationStrings,
    ...userMobileStrings,
    ...importFileChoiceStrings,
    ...endSessionsStrings,
    ...roleStrings,
  };
  loadSeedStrings(
    Object.fromEntries(
      Object.entries({ ...strings, ...programmesStrings }).filter(
        ([key]) =>
          key.startsWith('dashboard.') || key.startsWith('validation.') || key.startsWith('role.') || key === 'learner.openFromUsers',
      ),
    ),
  );
}
