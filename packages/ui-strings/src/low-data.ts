import type { Strings } from './types.js';
import strings from '../strings/low-data.json' with { type: 'json' };

const part = (prefix: string): Strings => Object.fromEntries(Object.entries(strings).filter(([key]) => key.startsWith(prefix)));

/** The low-data toggle of the accessibility bar, on every page: page 'general'. */
export const lowDataStrings: Strings = part('a11y.');

/** The video player's quality menu: page 'learn'. */
export const lowDataPlayerStrings: Strings = part('learn.');
