import type { Strings } from './types.js';
import strings from '../strings/offline-learning.json' with { type: 'json' };

const withPrefix = (prefix: string): Strings => Object.fromEntries(Object.entries(strings).filter(([key]) => key.startsWith(prefix)));

/** The count of changes waiting and the notices of their sync (page 'general': the header shows them on any page). */
export const offlineSyncStrings: Strings = withPrefix('offlineSync.');

/** A quiz answered offline, the offline indicator and the page not downloaded (page 'learn'). */
export const offlineLearningStrings: Strings = withPrefix('learn.offline.');
