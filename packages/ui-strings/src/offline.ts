import type { Strings } from './types.js';
import strings from '../strings/offline.json' with { type: 'json' };

/** The notice that a new version of the app is ready (page 'general': it can show on any page). */
export const offlineStrings: Strings = strings;
