import type { Strings } from './types.js';
import categories from '../strings/course-categories.json' with { type: 'json' };
import strings from '../strings/courses.json' with { type: 'json' };

/**
 * Labels of the course categories (the `category` slugs of the seeded courses). The catalogue
 * filters by them and the course page names them, so both pages load these.
 */
export const courseCategoryStrings: Strings = categories;

export const coursesStrings: Strings = { ...strings, ...courseCategoryStrings };
