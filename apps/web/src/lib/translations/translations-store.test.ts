import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '@/lib/i18n';
import { catchConsoleErrors } from '@/test/console';
import { serveStubApi, startHttpServer } from '@/test/http-stub-server';
import { setApiOrigin } from '@/lib/api-client';
import {
  bootFromInlineTranslations,
  getTranslationState,
  loadTranslations,
  resetTranslationStateForTests,
  selectLanguage,
  updateTranslationLocally,
} from './translations-store';

const payload = {
  code: 200,
  message: 'Success',
  data: {
    translations: { en: { nav: { home: 'Home' } }, hi: { nav: { home: 'होम' } } },
    availableLanguages: [
      { code: 'en', name: 'English', nativeName: 'English', isDefault: true },
      { code: 'hi', name: 'Hindi', nativeName: 'हिन्दी', isDefault: false },
    ],
    defaultLanguage: 'en',
    page: 'home',
  },
};

// The strings endpoint, for the tests that load them over the network.
const server = await serveStubApi(() => ({ status: 200, body: payload }));

function inline(text: string, id = 'boot-translations') {
  document.getElementById(id)?.remove();
  const element = document.createElement('script');
  element.id = id;
  element.type = 'application/json';
  element.textContent = text;
  document.head.append(element);
}

beforeEach(async () => {
  resetTranslationStateForTests();
  await i18n.changeLanguage('en');
});

describe('translations store', () => {
  it('starts from the strings inlined in the page, in the stored language', () => {
    window.localStorage.setItem('language', 'hi');
    inline(JSON.stringify(payload));
    expect(bootFromInlineTranslations('home')).toBe(true);
    const state = getTranslationState();
    expect(state).toMatchObject({ status: 'loaded', initialised: true, loadedPages: ['home'], defaultLanguage: 'en' });
    expect(state.lastFetchedAt).not.toBeNull();
    expect(document.documentElement.lang).toBe('hi');
    expect(i18n.t('nav.home')).toBe('होम');
  });

  it('takes each inlined block once: the dashboard strings on top of the general set', () => {
    inline(JSON.stringify({ ...payload, data: { ...payload.data, page: 'general' } }));
    const dashboard = { ...payload.data, translations: { en: { dashboard: { navigation: 'Dashboard pages' } } }, page: 'dashboard' };
    inline(JSON.stringify({ ...payload, data: dashboard }), 'boot-translations-dashboard');
    expect(bootFromInlineTranslations('general')).toBe(true);
    expect(bootFromInlineTranslations('dashboard', 'boot-translations-dashboard')).toBe(true);
    expect(getTranslationState().loadedPages).toEqual(['general', 'dashboard']);
    expect(i18n.t('dashboard.navigation')).toBe('Dashboard pages');
    expect(i18n.t('nav.home')).toBe('Home');
    expect(document.getElementById('boot-translations-dashboard')).toBeNull();
    expect(bootFromInlineTranslations('dashboard', 'boot-translations-dashboard')).toBe(false);
  });

  it('says so when nothing usable is inlined, and logs an unreadable block', () => {
    const log = catchConsoleErrors();
    document.getElementById('boot-translations')?.remove();
    expect(bootFromInlineTranslations('home')).toBe(false);
    expect(log).not.toHaveBeenCalled();
    inline('{not json');
    expect(bootFromInlineTranslations('home')).toBe(false);
    expect(getTranslationState().initialised).toBe(false);
    expect(log).toHaveBeenCalledWith('Inline translations were unreadable; fetching them instead.', expect.any(SyntaxError));
  });

  it('selecting a language saves it under `language` and switches the UI', () => {
    inline(JSON.stringify(payload));
    bootFromInlineTranslations('home');
    selectLanguage('hi');
    expect(window.localStorage.getItem('language')).toBe('hi');
    expect(i18n.language).toBe('hi');
    expect(document.documentElement.lang).toBe('hi');
  });

  it('updates one string locally by language and dotted key', () => {
    inline(JSON.stringify(payload));
    bootFromInlineTranslations('home');
    updateTranslationLocally('en', 'nav.home', 'Start');
    expect(i18n.t('nav.home', { lng: 'en' })).toBe('Start');
  });

  it('a force-refresh clears the initialised flag and the last fetch time, then loads again', async () => {
    inline(JSON.stringify(payload));
    bootFromInlineTranslations('home');
    expect(getTranslationState()).toMatchObject({ initialised: true });
    const refresh = loadTranslations('home', { force: true });
    expect(getTranslationState()).toMatchObject({ initialised: false, lastFetchedAt: null, status: 'loading', loadedPages: [] });
    await refresh;
    expect(getTranslationState()).toMatchObject({ status: 'loaded', initialised: true, loadedPages: ['home'] });
    expect(server.received.map((request) => request.url)).toEqual(['/api/v1/translations/frontend?page=home']);
  });

  it('tells a failure with no answer at all (a dead link) from an error the server sent', async () => {
    const closed = await startHttpServer(() => ({ status: 200 }));
    await closed.close();
    setApiOrigin(closed.origin);
    try {
      await loadTranslations('home');
      expect(getTranslationState()).toMatchObject({ status: 'failed', unreachable: true });
    } finally {
      setApiOrigin(server.origin);
    }
    await loadTranslations('home', { force: true });
    expect(getTranslationState()).toMatchObject({ status: 'loaded', unreachable: false });
  });
});
