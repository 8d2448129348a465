import { describe, expect, it } from 'vitest';
import { signedInPerFile, testAppPerFile } from '../../test/test-app.js';
import type { AdminLanguage, FrontendTranslations, TranslationEntry, TranslationHierarchy } from '@jal/contracts';
import { body } from '../../test/body.js';
import { textAt } from '../../test/translation-tree.js';

const t = testAppPerFile();
const admin = signedInPerFile(t, 'admin@jalshiksha.org');

const frontend = async (page: string) =>
  body<FrontendTranslations>(await t.app.inject({ url: `/api/v1/translations/frontend?page=${page}` })).data.translations;

describe('translations editor', () => {
  it('lists a page with English and Hindi side by side, searches either language and filters missing Hindi', async () => {
    const list = await t.app.inject({ url: '/api/v1/translations?page=general', headers: admin });
    expect(list.statusCode).toBe(200);
    const items = body<{ items: TranslationEntry[] }>(list).data.items;
    expect(items.length).toBeGreaterThan(20);
    expect(items[0]?.values.en).toBeTruthy();
    expect(items[0]?.values.hi).toBeTruthy();

    const hindi = await t.app.inject({ url: `/api/v1/translations?search=${encodeURIComponent('पाठ्यक्रम')}`, headers: admin });
    expect(body<{ items: TranslationEntry[] }>(hindi).data.items.length).toBeGreaterThan(0);

    await t.app.inject({
      method: 'POST',
      url: '/api/v1/translations',
      headers: admin,
      payload: { page: 'home', key: 'test.onlyEnglish', values: { en: 'Only English' } },
    });
    const missing = await t.app.inject({ url: '/api/v1/translations?page=home&missing=hi', headers: admin });
    expect(body<{ items: TranslationEntry[] }>(missing).data.items.map((item) => item.key)).toContain('test.onlyEnglish');
  });

  it('gives the hierarchy of pages with their missing counts', async () => {
    const response = await t.app.inject({ url: '/api/v1/translations/hierarchy', headers: admin });
    expect(response.statusCode).toBe(200);
    const general = body<TranslationHierarchy>(response).data.pages.find((page) => page.page === 'general');
    expect(general!.keys).toBeGreaterThan(20);
    expect(general!.missing).toHaveProperty('hi');
  });

  it('sends an edited Hindi string to the public site at once (cache dropped)', async () => {
    const before = await frontend('home');
    expect(before.hi).toBeTruthy();
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/translations/bulk/general',
      headers: admin,
      payload: { entries: { 'nav.home': { hi: 'मुखपृष्ठ (परीक्षण)' } } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(textAt(await frontend('home'), 'hi.nav.home')).toBe('मुखपृष्ठ (परीक्षण)');
  });

  it('updates one row by id and deletes a key in every language', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/translations',
      headers: admin,
      payload: { page: 'about', key: 'test.row', values: { en: 'Row', hi: 'पंक्ति' } },
    });
    expect(created.statusCode).toBe(201);
    const ids = body<TranslationEntry>(created).data.ids;
    const updated = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/translations/${ids.hi}`,
      headers: admin,
      payload: { text: 'नई पंक्ति' },
    });
    expect(body<TranslationEntry>(updated).data.values.hi).toBe('नई पंक्ति');
    expect(textAt(await frontend('about'), 'hi.test.row')).toBe('नई पंक्ति');
    const removed = await t.app.inject({ method: 'DELETE', url: `/api/v1/translations/${ids.en}`, headers: admin });
    expect(removed.statusCode).toBe(200);
    expect(textAt(await frontend('about'), 'hi.test')).toBeUndefined();
  });

  it('stores script tags as plain data and returns them unchanged', async () => {
    const text = '<script>alert(1)</script>';
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/translations',
      headers: admin,
      payload: { page: 'contact', key: 'test.script', values: { en: text } },
    });
    expect(body<TranslationEntry>(created).data.values.en).toBe(text);
    expect(created.headers['content-type']).toContain('application/json');
  });

  it('rejects bad input: wrong types, huge text, bad keys, duplicate keys, unknown language', async () => {
    const post = (payload: unknown) =>
      t.app.inject({ method: 'POST', url: '/api/v1/translations', headers: admin, payload: payload as object });
    expect((await post({ page: 'home', key: 42, values: { en: 'x' } })).statusCode).toBe(400);
    expect((await post({ page: 'home', key: 'bad key!', values: { en: 'x' } })).statusCode).toBe(400);
    expect((await post({ page: 'home', key: 'test.huge', values: { en: 'x'.repeat(6000) } })).statusCode).toBe(400);
    expect((await post({ page: 'home', key: 'test.none', values: { en: '  ' } })).statusCode).toBe(400);
    expect((await post({ page: 'home', key: 'test.lang', values: { xx: 'x' } })).statusCode).toBe(400);
    expect((await post({ page: 'general', key: 'nav.home', values: { en: 'Again' } })).statusCode).toBe(409);
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/v1/translations/not-a-uuid', headers: admin, payload: { text: 'x' } })).statusCode,
    ).toBe(400);
    const unknown = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/translations/00000000-0000-4000-8000-000000000000',
      headers: admin,
      payload: { text: 'x' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'PUT', url: '/api/v1/translations/bulk/Bad Page', headers: admin, payload: { entries: {} } }))
        .statusCode,
    ).toBe(400);
  });
});

describe('languages', () => {
  const patchLanguage = (code: string, payload: object) =>
    t.app.inject({ method: 'PATCH', url: `/api/v1/languages/${code}`, headers: admin, payload });

  it('adds a language inactive, activates it, makes it default, and never deactivates the default', async () => {
    const marathi = { code: 'mr', name: 'Marathi', nativeName: 'मराठी' };
    const added = await t.app.inject({ method: 'POST', url: '/api/v1/languages', headers: admin, payload: marathi });
    expect(added.statusCode).toBe(201);
    expect(body<AdminLanguage>(added).data.isActive).toBe(false);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/languages', headers: admin, payload: marathi })).statusCode).toBe(409);
    expect((await patchLanguage('mr', { isDefault: true })).statusCode).toBe(400);
    expect((await patchLanguage('mr', { isActive: true })).statusCode).toBe(200);
    const languages = body<FrontendTranslations>(await t.app.inject({ url: '/api/v1/translations/frontend?page=home' })).data
      .availableLanguages;
    expect(languages.map((language) => language.code)).toContain('mr');
    expect((await patchLanguage('en', { isActive: false })).statusCode).toBe(400);
    expect((await patchLanguage('mr', { isDefault: true })).statusCode).toBe(200);
    expect(body<FrontendTranslations>(await t.app.inject({ url: '/api/v1/translations/frontend?page=home' })).data.defaultLanguage).toBe(
      'mr',
    );
    expect((await patchLanguage('en', { isDefault: true })).statusCode).toBe(200);
    expect((await patchLanguage('zz', { isActive: true })).statusCode).toBe(404);
  });
});
