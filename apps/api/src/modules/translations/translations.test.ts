import { describe, expect, it } from 'vitest';
import { testAppPerFile } from '../../test/test-app.js';
import { setDotted } from '../../public-content/frontend-translations.js';
import type { FrontendTranslations, TranslationTree } from '@jal/contracts';
import { body } from '../../test/body.js';
import { textAt } from '../../test/translation-tree.js';

const t = testAppPerFile();

describe('setDotted', () => {
  it('builds nested trees from dotted keys', () => {
    const tree: TranslationTree = {};
    setDotted(tree, 'nav.home', 'Home');
    setDotted(tree, 'nav.courses', 'Courses');
    setDotted(tree, 'common.retry', 'Retry');
    expect(tree).toEqual({ nav: { home: 'Home', courses: 'Courses' }, common: { retry: 'Retry' } });
  });
});

describe('GET /api/v1/translations/frontend', () => {
  it('gives every language, the available languages and the default', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/translations/frontend' });
    expect(response.statusCode).toBe(200);
    const data = body<FrontendTranslations>(response).data;
    expect(data.defaultLanguage).toBe('en');
    expect(data.availableLanguages).toEqual([
      { code: 'en', name: 'English', nativeName: 'English', isDefault: true },
      { code: 'hi', name: 'Hindi', nativeName: 'हिन्दी', isDefault: false },
    ]);
    expect(textAt(data.translations, 'en.nav.home')).toBe('Home');
    expect(textAt(data.translations, 'hi.nav.home')).toBe('होम');
  });

  it('gives a page its own strings plus the general set', async () => {
    const data = body<FrontendTranslations>(await t.app.inject({ method: 'GET', url: '/api/v1/translations/frontend?page=signin' })).data;
    expect(data.page).toBe('signin');
    expect(textAt(data.translations, 'en.nav.home')).toBe('Home');
    expect(textAt(data.translations, 'en.auth.signIn.title')).toBeTruthy();
  });

  it('has a Hindi text for every English key', async () => {
    const data = body<FrontendTranslations>(await t.app.inject({ method: 'GET', url: '/api/v1/translations/frontend' })).data;
    const keys = (tree: TranslationTree, prefix = ''): string[] =>
      Object.entries(tree).flatMap(([key, value]) => (typeof value === 'string' ? [`${prefix}${key}`] : keys(value, `${prefix}${key}.`)));
    expect(keys(data.translations.hi!).sort()).toEqual(keys(data.translations.en!).sort());
  });

  it('refuses a malformed page name', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v1/translations/frontend?page=../../etc' });
    expect(response.statusCode).toBe(400);
    expect(body(response).errors).toHaveProperty('page');
  });
});
