/** What a session was opened with, in words a person recognises: "Chrome" on "Android". */
export type DeviceSummary = { browser: string | null; system: string | null };

// Order matters: Edge and Opera say "Chrome" too, Chrome says "Safari", Android says "Linux".
const BROWSERS: [RegExp, string][] = [
  [/EdgA?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/UCBrowser\//, 'UC Browser'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: [RegExp, string][] = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

const firstMatch = (text: string, table: [RegExp, string][]) => table.find(([pattern]) => pattern.test(text))?.[1] ?? null;

/**
 * The browser and the system named in a User-Agent; the mobile app, which names its platform in
 * its own header, is taken at its word for the system.
 */
export function summariseDevice(userAgent: string | null, platform: string | null): DeviceSummary {
  const text = userAgent ?? '';
  return { browser: firstMatch(text, BROWSERS), system: firstMatch(text, SYSTEMS) ?? platform };
}
