import { generalStrings } from '@jal/ui-strings/general';
import { practicalSubmissionsStrings } from '@jal/ui-strings/practical-submissions';
import { validationStrings } from '@jal/ui-strings/validation';
import { loadSeedStrings } from '@/test/seed-strings';

/** The real strings of the practical's form and list, in English and Hindi. */
export function loadPracticalStrings() {
  loadSeedStrings(generalStrings, validationStrings, practicalSubmissionsStrings);
}
