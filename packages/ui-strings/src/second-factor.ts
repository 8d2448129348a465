import type { Strings } from './types.js';
import strings from '../strings/second-factor.json' with { type: 'json' };

/** Two-step sign-in: the sign-in's code and enrolment steps, and the profile's section (pages 'signin' and 'profile'). */
export const secondFactorStrings: Strings = strings;
