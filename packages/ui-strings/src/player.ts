import type { Strings } from './types.js';
import strings from '../strings/player.json' with { type: 'json' };

const part = (test: (key: string) => boolean): Strings => Object.fromEntries(Object.entries(strings).filter(([key]) => test(key)));

/** The phone player's compact alert banner and accessibility bar, parts of every page's layout: page 'general'. */
export const playerLayoutStrings: Strings = part((key) => !key.startsWith('player.'));

/** The completion page that follows a course's last lesson: page 'learn'. */
export const playerStrings: Strings = part((key) => key.startsWith('player.'));
