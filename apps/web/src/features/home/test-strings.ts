// Test helper: the real English and Hindi strings of the seed, loaded into i18next as the
// server would send them, so tests read what learners read.
import { generalStrings } from '../../../../api/src/db/seed/ui-strings/general';
import { homeStrings } from '../../../../api/src/db/seed/ui-strings/home';
import { i18n } from '../../lib/i18n';

type Tree = { [key: string]: string | Tree };

function nest(strings: Record<string, { en: string; hi: string }>, language: 'en' | 'hi'): Tree {
  const tree: Tree = {};
  for (const [key, text] of Object.entries(strings)) {
    const parts = key.split('.');
    const leaf = parts.pop() ?? key;
    let node = tree;
    for (const part of parts) {
      const next = node[part];
      node = typeof next === 'object' ? next : (node[part] = {});
    }
    node[leaf] = text[language];
  }
  return tree;
}

export function loadHomeStrings() {
  for (const language of ['en', 'hi'] as const) {
    i18n.addResourceBundle(language, 'translation', nest({ ...generalStrings, ...homeStrings }, language), true, true);
  }
}

export { homeStrings };
