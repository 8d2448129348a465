import type { Strings } from './types.js';
import strings from '../strings/my-learning.json' with { type: 'json' };

const all: Strings = strings;
const startingWith = (...prefixes: string[]): Strings =>
  Object.fromEntries(Object.entries(all).filter(([key]) => prefixes.some((prefix) => key.startsWith(prefix))));

/** The "My learning" page: the learner's courses in progress and completed, with their certificates. */
export const myLearningStrings: Strings = startingWith('myLearning.');

/** The catalogue's "Continue where you left off" band for a signed-in learner. */
export const continueBandStrings: Strings = startingWith('myLearning.band.', 'myLearning.course.');

/** The ways on from the dashboard's Access Denied screen, which loads only the general set. */
export const accessDeniedLinkStrings: Strings = startingWith('dashboard.accessDenied.');
