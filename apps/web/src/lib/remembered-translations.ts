import type { i18n as I18n } from 'i18next';

/** A `t` as i18next makes it, with what it is fixed to. */
type FixedT = ((key: unknown, ...rest: unknown[]) => unknown) & {
  lng?: string;
  lngs?: readonly string[];
  ns?: unknown;
  keyPrefix?: unknown;
};
type GetFixedT = (lng: string | readonly string[] | null, ns?: unknown, keyPrefix?: unknown, fixedOptions?: unknown) => FixedT;

/**
 * Makes every component's `t` (react-i18next's `useTranslation`, which asks i18next's `getFixedT`
 * for it) answer a plain key (no options: no values, count or default) from the stored strings
 * when i18next would answer it unchanged, and remember each answer per language, namespace and
 * prefix until the strings or the language change.
 *
 * Why: each call of i18next's own `t` copies its options, parses the key, walks the resources and
 * scans the result for interpolation and nesting, about 15 µs on a desktop and a third of a
 * millisecond on a slow phone, and a page asks for hundreds of strings, again at every render.
 * Traces of a Hindi page taken over by the app at 4× CPU put a sixth of its script time in it.
 * What i18next would change (values to put in, nesting, a string missing from the language, which
 * its fallback answers) still goes through it.
 */
export function rememberPlainTranslations(i18n: I18n) {
  const remembered = new Map<string, string>();
  const forget = () => remembered.clear();
  // A new or removed bundle can change any answer, and a new language changes the fallbacks.
  i18n.store.on('added', forget);
  i18n.store.on('removed', forget);
  i18n.on('languageChanged', forget);

  const fixedT = i18n.getFixedT.bind(i18n) as unknown as GetFixedT;
  const rememberingFixedT: GetFixedT = (lng, ns, keyPrefix, fixedOptions) => {
    const translate = fixedT(lng, ns, keyPrefix, fixedOptions);
    // A prefix given as a selector function has no stable name to remember it by.
    if (keyPrefix !== undefined && typeof keyPrefix !== 'string') return translate;
    const scope = `${String(lng)}\u0000${String(ns)}\u0000${keyPrefix ?? ''}\u0000${JSON.stringify(fixedOptions ?? null)}\u0000`;
    const remembering = (key: unknown, ...rest: unknown[]) => {
      if (typeof key !== 'string' || rest.length > 0) return translate(key, ...rest);
      // A `t` made without a language follows the current one.
      const language = typeof lng === 'string' ? lng : i18n.language;
      const name = `${scope}${language}\u0000${key}`;
      const known = remembered.get(name);
      if (known !== undefined) return known;
      const fullKey = keyPrefix ? `${keyPrefix}.${key}` : key;
      const answer = (Array.isArray(lng) ? undefined : storedAsItIs(i18n, language, ns, fullKey)) ?? translate(key);
      if (typeof answer === 'string') remembered.set(name, answer);
      return answer;
    };
    // react-i18next and i18next read these off a `t` to know what it is fixed to.
    return Object.assign(remembering, { lng: translate.lng, lngs: translate.lngs, ns: translate.ns, keyPrefix: translate.keyPrefix });
  };
  i18n.getFixedT = rememberingFixedT as unknown as I18n['getFixedT'];
}

/**
 * The string stored for `key` in `language` itself, when i18next would answer it unchanged;
 * otherwise undefined, for i18next to answer: a string with something to put in or nest, an empty
 * one, one missing from the language (its fallback answers), a key naming its namespace, or
 * strings that i18next processes further.
 */
function storedAsItIs(i18n: I18n, language: string, ns: unknown, key: string): string | undefined {
  const { nsSeparator, keySeparator, postProcess, interpolation } = i18n.options;
  if (!language || language === 'cimode' || keySeparator !== '.' || (postProcess && postProcess.length > 0)) return undefined;
  if (typeof nsSeparator === 'string' && key.includes(nsSeparator)) return undefined;
  const fallbackNs = i18n.options.defaultNS;
  const namespace: unknown = ns ?? (Array.isArray(fallbackNs) && fallbackNs.length === 1 ? fallbackNs[0] : fallbackNs);
  const value: unknown = typeof namespace === 'string' ? i18n.getResource(language, namespace, key) : undefined;
  if (typeof value !== 'string' || value === '') return undefined;
  const markers = [interpolation?.prefix ?? '{{', interpolation?.nestingPrefix ?? '$t('];
  return markers.some((marker) => value.includes(marker)) ? undefined : value;
}
