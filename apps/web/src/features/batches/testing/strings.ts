import { generalStrings } from '@jal/ui-strings/general';
import { notificationsStrings } from '@jal/ui-strings/notifications';
import { programmesStrings } from '@jal/ui-strings/programmes';
import { userMobileStrings } from '@jal/ui-strings/user-mobile';
import { loadSeedStrings } from '@/test/seed-strings';

/** Loads the programme pages' and the bell's real strings in English and Hindi for component tests. */
export function loadProgrammeStrings() {
  loadSeedStrings(generalStrings, programmesStrings, notificationsStrings, userMobileStrings);
}
