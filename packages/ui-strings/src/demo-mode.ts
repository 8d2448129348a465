import type { Strings } from './types.js';
import strings from '../strings/demo-mode.json' with { type: 'json' };

/** Demo mode: the dashboard's warning and the super admin's demo-mode page (page 'dashboard'). */
export const demoModeStrings: Strings = strings;
