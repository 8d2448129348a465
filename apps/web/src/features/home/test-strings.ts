// Test helper: the real English and Hindi strings of the seed, loaded into i18next as the
// server would send them, so tests read what learners read.
import { generalStrings } from '@jal/ui-strings/general';
import { homeStrings } from '@jal/ui-strings/home';
import { loadSeedStrings } from '@/test/seed-strings';

export function loadHomeStrings() {
  loadSeedStrings(generalStrings, homeStrings);
}

export { homeStrings };
