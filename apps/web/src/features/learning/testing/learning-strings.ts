import { generalStrings } from '../../../../../api/src/db/seed/ui-strings/general';
import { learnStrings } from '../../../../../api/src/db/seed/ui-strings/learn';
import { verifyStrings } from '../../../../../api/src/db/seed/ui-strings/verify';
import { i18n } from '../../../lib/i18n';

type Tree = { [key: string]: string | Tree };

/** The real seed strings of the learning pages in English and Hindi, as the server sends them. */
export function loadLearningStrings() {
  for (const language of ['en', 'hi'] as const) {
    const tree: Tree = {};
    for (const [key, text] of Object.entries({ ...generalStrings, ...learnStrings, ...verifyStrings })) {
      const path = key.split('.');
      const last = path.pop() as string;
      let node = tree;
      for (const part of path) node = (node[part] ??= {}) as Tree;
      node[last] = text[language];
    }
    i18n.addResourceBundle(language, 'translation', tree, true, true);
  }
}
