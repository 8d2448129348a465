import type { Strings } from './types.js';
import strings from '../strings/jobs.json' with { type: 'json' };

/** The job queue: the administrators' page of background jobs, and an import's invitations as they are sent (page 'dashboard'). */
export const jobsStrings: Strings = strings;
