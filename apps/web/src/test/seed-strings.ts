import { i18n } from '../lib/i18n';

type SeedStrings = Record<string, { en: string; hi: string }>;
type Tree = { [key: string]: string | Tree };

function nest(strings: SeedStrings, language: 'en' | 'hi'): Tree {
  const tree: Tree = {};
  for (const [key, text] of Object.entries(strings)) {
    const path = key.split('.');
    const leaf = path.pop() ?? key;
    let node = tree;
    for (const part of path) {
      const next = node[part];
      node = typeof next === 'object' ? next : (node[part] = {});
    }
    node[leaf] = text[language];
  }
  return tree;
}

/**
 * Loads the seed's real UI strings (packages/ui-strings) into i18next in English and
 * Hindi, nested by their dotted keys as the server sends them, so tests read what learners read.
 */
export function loadSeedStrings(...sets: SeedStrings[]) {
  const strings = Object.assign({}, ...sets) as SeedStrings;
  for (const language of ['en', 'hi'] as const) i18n.addResourceBundle(language, 'translation', nest(strings, language), true, true);
}
