import type { Strings } from './types.js';
import devices from '../strings/sessions.json' with { type: 'json' };
import endSessions from '../strings/end-sessions.json' with { type: 'json' };

/** "My devices" on the profile (page 'profile'). */
export const myDevicesStrings: Strings = devices;

/** The dashboard's "Sign out everywhere" for a user (page 'dashboard'). */
export const endSessionsStrings: Strings = endSessions;
