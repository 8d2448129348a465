/** The platform's business constants (limits, page sizes, timings), in one place for the server and the web app. */
export const FONT_SIZE = { min: 12, max: 24, controlMax: 22, step: 2, default: 16 } as const;
export const SPEECH = { min: 0.5, max: 2, step: 0.1, default: 1 } as const;
export const DEFAULT_LANGUAGE = 'en';
/** The video quality a course's download offers first, with its size (the learner may choose another). */
export const OFFERED_QUALITY = '360p';
/**
 * Marks a browser's requests for a course's offline download (and the server's own, as it
 * measures the pages of one). The service worker lets them through to the network, and a page
 * fetched to be kept offline carries no download panel's sizes: offline it shows no panel.
 */
export const DOWNLOAD_HEADER = 'X-Download-For-Offline';
export const BUNDLED_LANGUAGES = ['en', 'hi'] as const;
export const STORAGE_KEYS = {
  authToken: 'authToken',
  currentUser: 'currentUser',
  language: 'language',
  cookieToken: 'token',
} as const;
/**
 * A visitor's display choices, kept in local storage under these keys and copied into cookies of
 * the same names, so that the server renders the first paint in the chosen language, size and
 * theme, and in low-data mode.
 */
export const CHOICE_KEYS = { language: 'language', fontSize: 'fontSize', theme: 'theme', lowData: 'lowData' } as const;
export type ChoiceKey = (typeof CHOICE_KEYS)[keyof typeof CHOICE_KEYS];
export const REQUEST_TIMEOUT_MS = 120_000;
export const COURSE_STRIP_LIMIT = 50;
export const FOOTER_COURSES_LIMIT = 4;
export const LOGIN_REDIRECT_DELAY_MS = 100;
export const GUARD_EXTRA_WAIT_MS = 500;
export const TOAST = {
  duration: 4000,
  visibleToasts: 3,
  width: 356,
  gap: 14,
  swipeThreshold: 45,
  removeDelay: 200,
  hotkey: ['altKey', 'KeyT'],
} as const;
export const COPYRIGHT_YEAR = 2025;
export const PASSWORD = { min: 8, max: 128 } as const;
export const PAGE_SIZE = { default: 20, max: 100 } as const;
/** The translation set loaded on dashboard and admin paths, which have no page set of their own. */
export const GENERAL_TRANSLATION_PAGE = 'general';
/**
 * The version of the privacy notice and terms of use now shown: sign-up records which version a
 * person accepted. Change it whenever the notice's text changes.
 */
export const PRIVACY_NOTICE_VERSION = '2026-11-24';
/** The speeds the lesson audio player offers. */
export const AUDIO_SPEEDS = [0.75, 1, 1.25, 1.5] as const;
/**
 * The formats a lesson read aloud is kept in, each with the type a browser is asked about
 * (`canPlayType`, `<source type>`): Opus, a third of MP3's bytes, for the browsers that play it;
 * MP3 for the rest, as every browser plays it.
 */
export const AUDIO_FORMATS = { opus: 'audio/ogg; codecs=opus', mp3: 'audio/mpeg' } as const;
export type AudioFormat = keyof typeof AUDIO_FORMATS;
/**
 * The widths, in pixels, of the smaller copies the server makes of an uploaded picture: a
 * course's card and page show it at most 640 CSS pixels wide, a phone's card about 320.
 */
export const IMAGE_COPY_WIDTHS = [320, 640] as const;
export type ImageCopyWidth = (typeof IMAGE_COPY_WIDTHS)[number];

/** How many recovery codes an enrolment gives, each good once. */
export const RECOVERY_CODE_COUNT = 10;

/**
 * The most bytes one piece of a field practical's file carries when it is sent in pieces: about
 * ten seconds on a 2G link, so a dropped link costs at most that.
 */
export const PRACTICAL_UPLOAD_PIECE_BYTES = 64 * 1024;
