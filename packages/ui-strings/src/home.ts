import type { Strings } from './types.js';
import strings from '../strings/home.json' with { type: 'json' };

/** The landing page, all sections except the course strip and the curriculum showcase (home-curriculum.ts). */
export const homeStrings: Strings = strings;
