import type { Strings } from './types.js';

/** The dashboard's course management and curriculum builder (page 'dashboard'). */
export const dashboardCoursesStrings: Strings = {};
