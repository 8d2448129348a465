import { generalStrings } from '@jal/ui-strings/general';
import { learnStrings } from '@jal/ui-strings/learn';
import { learnIntegrityStrings } from '@jal/ui-strings/learn-integrity';
import { lessonAudioStrings } from '@jal/ui-strings/lesson-audio';
import { lmsActionStrings } from '@jal/ui-strings/lms-actions';
import { lowDataPlayerStrings, lowDataStrings } from '@jal/ui-strings/low-data';
import { offlineLearningStrings, offlineSyncStrings } from '@jal/ui-strings/offline-learning';
import { verifyStrings } from '@jal/ui-strings/verify';
import { loadSeedStrings } from '@/test/seed-strings';

/** The real seed strings of the learning pages in English and Hindi, as the server sends them. */
export function loadLearningStrings() {
  loadSeedStrings(
    generalStrings,
    learnStrings,
    lmsActionStrings,
    learnIntegrityStrings,
    lessonAudioStrings,
    offlineSyncStrings,
    offlineLearningStrings,
    lowDataStrings,
    lowDataPlayerStrings,
    verifyStrings,
  );
}
