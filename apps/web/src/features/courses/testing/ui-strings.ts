import { QueryClient } from '@tanstack/react-query';
import { courseStrings } from '../../../../../api/src/db/seed/ui-strings/course';
import { coursesStrings } from '../../../../../api/src/db/seed/ui-strings/courses';
import { generalStrings } from '../../../../../api/src/db/seed/ui-strings/general';
import { i18n } from '../../../lib/i18n';

type Tree = { [key: string]: string | Tree };

/**
 * Loads the real seed strings of the course pages (and the general set) in English and Hindi,
 * as the server would send them, so tests read what a learner reads.
 */
export function loadCourseStrings() {
  for (const language of ['en', 'hi'] as const) {
    const tree: Tree = {};
    for (const [key, text] of Object.entries({ ...generalStrings, ...coursesStrings, ...courseStrings })) {
      const path = key.split('.');
      const last = path.pop() as string;
      let node = tree;
      for (const part of path) node = (node[part] ??= {}) as Tree;
      node[last] = text[language];
    }
    i18n.addResourceBundle(language, 'translation', tree, true, true);
  }
}

/** A query client that does not retry, so an error shows at once. */
export function testQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 60_000 } } });
}
