import { generalStrings } from '../../../../../api/src/db/seed/ui-strings/general';
import { learnStrings } from '../../../../../api/src/db/seed/ui-strings/learn';
import { verifyStrings } from '../../../../../api/src/db/seed/ui-strings/verify';
import { loadSeedStrings } from '../../../test/seed-strings';

/** The real seed strings of the learning pages in English and Hindi, as the server sends them. */
export function loadLearningStrings() {
  loadSeedStrings(generalStrings, learnStrings, verifyStrings);
}
