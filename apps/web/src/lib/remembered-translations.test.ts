import { createInstance, type i18n as I18n, type InitOptions } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { rememberPlainTranslations } from './remembered-translations';

async function strings(options: InitOptions = {}) {
  const i18n = createInstance();
  await i18n.init({
    lng: 'en',
    fallbackLng: 'en',
    interpolation: { escapeValue: false },
    resources: {
      en: {
        translation: {
          home: {
            title: 'Water for all',
            greeting: 'Hello {{name}}',
            nested: 'Welcome: $t(home.title)',
            lessons_one: '{{count}} lesson',
            lessons_other: '{{count}} lessons',
          },
        },
      },
      hi: { translation: { home: { title: 'सबके लिए पानी' } } },
    },
    ...options,
  });
  rememberPlainTranslations(i18n);
  // i18next's own lookups: each fixed `t` hands its key to the instance's `t`.
  const lookups = vi.spyOn(i18n, 't');
  return { i18n, lookups };
}

const plain = (i18n: I18n, lng: string | null = null, keyPrefix?: string) => i18n.getFixedT(lng, 'translation', keyPrefix);

describe('rememberPlainTranslations', () => {
  it('answers a plain key from the stored strings, as i18next does, and only once', async () => {
    const { i18n, lookups } = await strings();
    const t = plain(i18n);
    expect(t('home.title')).toBe('Water for all');
    expect(t('home.title')).toBe('Water for all');
    expect(plain(i18n)('home.title')).toBe('Water for all');
    expect(lookups).not.toHaveBeenCalled();
  });

  it('leaves to i18next what it would change, and remembers its plain answers', async () => {
    const { i18n, lookups } = await strings();
    const t = plain(i18n);
    expect(t('home.greeting', { name: 'Asha' })).toBe('Hello Asha');
    expect(t('home.greeting', { name: 'Ravi' })).toBe('Hello Ravi');
    expect(t('home.lessons', { count: 1 })).toBe('1 lesson');
    expect(t('home.lessons', { count: 3 })).toBe('3 lessons');
    expect(t('home.missing', 'A default')).toBe('A default');
    expect(t('home.nested')).toBe('Welcome: Water for all');
    expect(t('home.nested')).toBe('Welcome: Water for all');
    expect(lookups).toHaveBeenCalledTimes(6);
  });

  it('follows a change of language, with the fallback where a string is missing', async () => {
    const { i18n } = await strings();
    const t = plain(i18n);
    expect(t('home.title')).toBe('Water for all');
    await i18n.changeLanguage('hi');
    expect(t('home.title')).toBe('सबके लिए पानी');
    expect(t('home.nested')).toBe('Welcome: सबके लिए पानी');
    await i18n.changeLanguage('en');
    expect(t('home.title')).toBe('Water for all');
  });

  it('answers the language a `t` was fixed to, whatever the current one', async () => {
    const { i18n } = await strings();
    await i18n.changeLanguage('hi');
    expect(plain(i18n, 'en')('home.title')).toBe('Water for all');
    expect(plain(i18n, 'hi')('home.title')).toBe('सबके लिए पानी');
  });

  it('shows strings merged in later, in place of the key it answered before', async () => {
    const { i18n } = await strings();
    const t = plain(i18n);
    expect(t('about.title')).toBe('about.title');
    i18n.addResourceBundle('en', 'translation', { about: { title: 'About us' } }, true, true);
    expect(t('about.title')).toBe('About us');
    i18n.addResourceBundle('en', 'translation', { about: { title: 'About Jal Shiksha' } }, true, true);
    expect(t('about.title')).toBe('About Jal Shiksha');
    i18n.removeResourceBundle('en', 'translation');
    expect(t('about.title')).toBe('about.title');
  });

  it('keeps prefixes apart and carries what the `t` is fixed to', async () => {
    const { i18n } = await strings();
    const home = plain(i18n, 'en', 'home');
    expect(home('title')).toBe('Water for all');
    expect(plain(i18n, 'en')('title')).toBe('title');
    const { lng, ns, keyPrefix } = home as unknown as Record<string, unknown>;
    expect({ lng, ns, keyPrefix }).toEqual({ lng: 'en', ns: 'translation', keyPrefix: 'home' });
  });

  it('leaves every string to i18next when it processes them further', async () => {
    const shout = { type: 'postProcessor' as const, name: 'shout', process: (value: string) => value.toUpperCase() };
    const i18n = createInstance().use(shout);
    await i18n.init({ lng: 'en', postProcess: ['shout'], resources: { en: { translation: { title: 'Water' } } } });
    rememberPlainTranslations(i18n);
    expect(plain(i18n)('title')).toBe('WATER');
  });
});
