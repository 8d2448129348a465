import type { Strings } from './types.js';
import strings from '../strings/home-curriculum.json' with { type: 'json' };

/**
 * The landing page's course strip and curriculum showcase. Module keys follow the curriculum's
 * module ids (1, 2, 4 to 10, and 11 for the tenth module: docs/decisions/005); chapter keys
 * are `home.curriculum.m<module>.c<n>`.
 */
export const homeCurriculumStrings: Strings = strings;
