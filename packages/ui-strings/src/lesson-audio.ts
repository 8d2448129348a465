import type { Strings } from './types.js';
import strings from '../strings/lesson-audio.json' with { type: 'json' };

/** The text lesson's Listen control (the lesson read aloud by the server) in the player: page 'learn'. */
export const lessonAudioStrings: Strings = strings;
