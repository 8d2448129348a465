import type { Strings } from './types.js';

/** The landing page's course strip and curriculum showcase. */
export const homeCurriculumStrings: Strings = {};
