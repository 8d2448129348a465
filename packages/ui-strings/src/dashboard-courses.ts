import type { Strings } from './types.js';
import strings from '../strings/dashboard-courses.json' with { type: 'json' };

/** The dashboard's course management and curriculum builder (page 'dashboard'). */
export const dashboardCoursesStrings: Strings = strings;
