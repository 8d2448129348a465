import type { Strings } from './types.js';
import strings from '../strings/practical-submissions.json' with { type: 'json' };

/** A field practical's form and the learner's submissions, under its instructions in the player: page 'learn'. */
export const practicalSubmissionsStrings: Strings = strings;
