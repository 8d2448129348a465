import type { Strings } from './types.js';
import strings from '../strings/notifications.json' with { type: 'json' };

/** The bell in the header and what "My courses" says of assigned courses (page 'general'). */
export const notificationsStrings: Strings = strings;
