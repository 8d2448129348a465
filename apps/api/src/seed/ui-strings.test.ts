import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { collectUiStrings, uiStrings } from '@jal/ui-strings';

const webSource = fileURLToPath(new URL('../../../web/src', import.meta.url));
const stringFiles = fileURLToPath(new URL('../../../../packages/ui-strings/strings', import.meta.url));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

/** Keys the web app names literally: t('a.b'), i18n.t('a.b'), titleKey/labelKey: 'a.b'. */
function keysUsedByWebApp(): Map<string, string> {
  const used = new Map<string, string>();
  const pattern = /\bt\(\s*'([A-Za-z0-9_.]+)'|(?:titleKey|labelKey)[:=]\s*'([A-Za-z0-9_.]+)'/g;
  for (const file of sourceFiles(webSource)) {
    for (const match of readFileSync(file, 'utf8').matchAll(pattern)) {
      const key = match[1] ?? match[2];
      if (key) used.set(key, file.slice(webSource.length + 1));
    }
  }
  return used;
}

const allKeys = new Set(Object.values(uiStrings).flatMap((strings) => Object.keys(strings)));

describe('UI strings', () => {
  it('has English and Hindi text for every key the web app uses', () => {
    const used = keysUsedByWebApp();
    expect(used.size).toBeGreaterThan(50);
    const missing = [...used]
      .filter(([key]) => !allKeys.has(key) && !allKeys.has(`${key}_one`) && !allKeys.has(`${key}_other`))
      .map(([key, file]) => `${key} (${file})`);
    expect(missing).toEqual([]);
  });

  it('serves every string written in the string files on some page', () => {
    // A key the page sets leave out shows as its raw name (a template key such as
    // `account.${kind}.heading` escapes the check above).
    const unserved = readdirSync(stringFiles)
      .filter((name) => name.endsWith('.json'))
      .flatMap((name) => Object.keys(JSON.parse(readFileSync(join(stringFiles, name), 'utf8')) as object).map((key) => `${name}: ${key}`))
      .filter((entry) => !allKeys.has(entry.slice(entry.indexOf(': ') + 2)));
    expect(unserved).toEqual([]);
  });

  it('never leaves a text empty, and writes Hindi in Devanagari', () => {
    const problems: string[] = [];
    for (const [page, strings] of Object.entries(uiStrings)) {
      for (const [key, text] of Object.entries(strings)) {
        if (!text.en.trim()) problems.push(`${page}:${key} has no English`);
        if (!text.hi.trim()) problems.push(`${page}:${key} has no Hindi`);
        const latinOnly = /^[\s\p{P}\p{S}\p{N}A-Za-z]*$/u.test(text.hi);
        const sameAsEnglishByDesign = text.hi === text.en && /^[\p{P}\p{S}\p{N}\sA-Z]*$/u.test(text.en);
        if (latinOnly && /[A-Za-z]{3}/.test(text.hi) && !sameAsEnglishByDesign && !/example|@/.test(text.hi)) {
          problems.push(`${page}:${key} Hindi has no Devanagari: ${text.hi}`);
        }
      }
    }
    expect(problems).toEqual([]);
  });

  it('refuses a key given twice for one page', () => {
    const text = { en: 'A', hi: 'अ' };
    expect(() =>
      collectUiStrings([
        { page: 'general', strings: { 'a.b': text } },
        { page: 'general', strings: { 'a.b': text } },
      ]),
    ).toThrow('general:a.b is defined twice');
  });
});
