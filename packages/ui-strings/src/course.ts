import { courseCategoryStrings } from './courses.js';
import type { Strings } from './types.js';
import strings from '../strings/course.json' with { type: 'json' };

/** The course page (page 'course'), with the alt text of the course illustrations and the category labels. */
export const courseStrings: Strings = { ...strings, ...courseCategoryStrings };
