import { describe, expect, it } from 'vitest';
import { languageNames, listParts } from './language-names';

const AVAILABLE = [
  { code: 'en', nativeName: 'English' },
  { code: 'hi', nativeName: 'हिन्दी' },
];

describe('languageNames', () => {
  it('names a listed language as the server lists it, another as the browser knows it, else by its code', () => {
    expect(languageNames(['hi', 'ta', 'qqq'], AVAILABLE)).toEqual([
      { code: 'hi', name: 'हिन्दी' },
      { code: 'ta', name: 'தமிழ்' },
      { code: 'qqq', name: 'qqq' },
    ]);
  });
});

describe('listParts', () => {
  it('lists the names with commas, each with its code', () => {
    const names = languageNames(['en', 'hi', 'ta'], AVAILABLE);
    expect(listParts(names)).toEqual([
      { text: 'English', code: 'en' },
      { text: ', ' },
      { text: 'हिन्दी', code: 'hi' },
      { text: ', ' },
      { text: 'தமிழ்', code: 'ta' },
    ]);
    // As the browser's own list format writes a unit list in either interface language.
    for (const language of ['en', 'hi'])
      expect(
        listParts(names)
          .map((part) => part.text)
          .join(''),
      ).toBe(new Intl.ListFormat(language, { type: 'unit', style: 'short' }).format(names.map((name) => name.name)));
  });
});
