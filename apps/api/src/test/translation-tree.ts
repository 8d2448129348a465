import type { TranslationTree } from '@jal/contracts';

/**
 * What `tree.en.nav.home` gives for the dotted key 'en.nav.home': the text or subtree there, or
 * undefined when only the last step is missing. A missing step before the last throws, as the
 * property access would.
 */
export function textAt(tree: TranslationTree, dottedKey: string): string | TranslationTree | undefined {
  let node: string | TranslationTree | undefined = tree;
  for (const step of dottedKey.split('.')) {
    if (typeof node !== 'object') throw new Error(`${dottedKey}: nothing holds ${step}`);
    node = node[step];
  }
  return node;
}
