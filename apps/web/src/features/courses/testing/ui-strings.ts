import { courseStrings } from '@jal/ui-strings/course';
import { coursesStrings } from '@jal/ui-strings/courses';
import { generalStrings } from '@jal/ui-strings/general';
import { loadSeedStrings } from '@/test/seed-strings';

/**
 * Loads the real seed strings of the course pages (and the general set) in English and Hindi,
 * as the server would send them, so tests read what a learner reads.
 */
export function loadCourseStrings() {
  loadSeedStrings(generalStrings, coursesStrings, courseStrings);
}
